import { describe, expect, it } from 'vitest';
import {
  resolveFetchTimeout,
  validateExperimentUrl,
  validateFetchParams,
} from '../../../../src/sdk/core/abtest-options';

const SERVICE = 'https://ab.test/abtest/api/v2/abtest/online/results';

describe('validateExperimentUrl (spec 001 §5: http, project key, https on https pages)', () => {
  it.each<[string, unknown, string, string | null]>([
    ['https on https', `${SERVICE}?project-key=p1`, 'https:', null],
    [
      'http on http',
      `http://127.0.0.1:5173/abtest/api/v2/abtest/online/results?project-key=p1`,
      'http:',
      null,
    ],
    ['https on http', `${SERVICE}?project-key=p1`, 'http:', null],
    ['upper-case scheme', `HTTPS://ab.test/r?project-key=p1`, 'https:', null],
    ['other params beside the key', `${SERVICE}?a=1&project-key=p1&b=2`, 'https:', null],
    [
      'http on an https page',
      `http://ab.test/r?project-key=p1`,
      'https:',
      'https on an https page',
    ],
    ['no project key', SERVICE, 'https:', 'project key'],
    ['an empty project key', `${SERVICE}?project-key=`, 'https:', 'project key'],
    ['a blank project key', `${SERVICE}?project-key=%20`, 'https:', 'project key'],
    ['project key only in the hash', `${SERVICE}#project-key=p1`, 'https:', 'project key'],
    ['project_key spelled with underscore', `${SERVICE}?project_key=p1`, 'https:', 'project key'],
    ['a relative url', '/abtest/results?project-key=p1', 'https:', 'beginning with http'],
    ['ftp', 'ftp://ab.test/r?project-key=p1', 'http:', 'beginning with http'],
    ['httpx scheme', 'httpx://ab.test/r?project-key=p1', 'http:', 'beginning with http'],
    ['javascript', 'javascript:alert(1)//?project-key=p1', 'http:', 'beginning with http'],
    ['not a string', 42, 'http:', 'beginning with http'],
    ['undefined', undefined, 'http:', 'beginning with http'],
    ['http but unparsable', 'http://[::1/r?project-key=p', 'http:', 'not a valid address'],
  ])('%s', (_name, url, protocol, problem) => {
    const checked = validateExperimentUrl(url, protocol);
    if (problem === null) {
      expect(checked).toEqual({ ok: true, url, projectKey: 'p1' });
    } else {
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.error).toContain(problem);
    }
  });
});

describe('resolveFetchTimeout (spec 001 §9: 3000 ms default, 200 ms minimum)', () => {
  it.each<[unknown, number]>([
    [undefined, 3000],
    ['500', 3000],
    [Number.NaN, 3000],
    [Number.POSITIVE_INFINITY, 3000],
    [null, 3000],
    [1000, 1000],
    [200, 200],
    [199, 200],
    [0, 200],
    [-5, 200],
    [250.6, 251],
  ])('%s → %s', (value, expected) => {
    expect(resolveFetchTimeout(value)).toBe(expected);
  });

  it('uses the plugin-wide default when the call gives none', () => {
    expect(resolveFetchTimeout(undefined, 1500)).toBe(1500);
  });
});

describe('validateFetchParams (spec 001 §5: name, type and default required; default of the declared type)', () => {
  const base = { param_name: 'button_text', value_type: 'String', default_value: '出价' };
  it.each<[string, unknown, string | null]>([
    ['a String', base, null],
    ['a Number', { param_name: 'n', value_type: 'Number', default_value: 0 }, null],
    ['a negative Number', { param_name: 'n', value_type: 'Number', default_value: -1.5 }, null],
    ['a Boolean', { param_name: 'b', value_type: 'Boolean', default_value: false }, null],
    ['an Object', { param_name: 'o', value_type: 'Object', default_value: { a: 1 } }, null],
    ['an array as Object', { param_name: 'o', value_type: 'Object', default_value: [] }, null],
    ['an empty string default', { ...base, default_value: '' }, null],
    ['no options', undefined, 'options object'],
    ['options not an object', 'button_text', 'options object'],
    ['no param_name', { value_type: 'String', default_value: 'x' }, 'param_name is required'],
    ['an empty param_name', { ...base, param_name: '' }, 'param_name is required'],
    ['a blank param_name', { ...base, param_name: '  ' }, 'param_name is required'],
    ['a number as param_name', { ...base, param_name: 5 }, 'param_name is required'],
    ['a param_name over 100', { ...base, param_name: 'p'.repeat(101) }, 'longer than 100'],
    ['no value_type', { param_name: 'p', default_value: 'x' }, 'value_type is required'],
    ['a lower-case value_type', { ...base, value_type: 'string' }, 'value_type'],
    ['an unknown value_type', { ...base, value_type: 'Array' }, 'value_type'],
    ['no default_value', { param_name: 'p', value_type: 'String' }, 'default_value is required'],
    [
      'an undefined default_value',
      { ...base, default_value: undefined },
      'default_value is required',
    ],
    ['a number for String', { ...base, default_value: 1 }, 'default_value must be a String'],
    [
      'a string for Number',
      { param_name: 'n', value_type: 'Number', default_value: '1' },
      'must be a Number',
    ],
    [
      'NaN for Number',
      { param_name: 'n', value_type: 'Number', default_value: Number.NaN },
      'must be a Number',
    ],
    [
      'a string for Boolean',
      { param_name: 'b', value_type: 'Boolean', default_value: 'true' },
      'must be a Boolean',
    ],
    [
      'null for Object',
      { param_name: 'o', value_type: 'Object', default_value: null },
      'must be an Object',
    ],
    [
      'a string for Object',
      { param_name: 'o', value_type: 'Object', default_value: '{}' },
      'must be an Object',
    ],
  ])('%s', (_name, options, problem) => {
    const checked = validateFetchParams(options);
    if (problem === null) {
      expect(checked.ok).toBe(true);
    } else {
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.error).toContain(problem);
    }
  });

  it('names the parameter in the message and keeps the checked values', () => {
    const bad = validateFetchParams({
      param_name: 'bid_label',
      value_type: 'Number',
      default_value: 'x',
    });
    expect(bad).toEqual({
      ok: false,
      error: 'default_value must be a Number for value_type Number, got a string (param bid_label)',
    });
    expect(validateFetchParams({ ...base, timeout_milliseconds: 50 })).toEqual({
      ok: true,
      params: { ...base, timeout_milliseconds: 200 },
    });
    expect(validateFetchParams(base, 1200)).toMatchObject({
      params: { timeout_milliseconds: 1200 },
    });
  });
});
