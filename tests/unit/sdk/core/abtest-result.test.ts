import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseExperimentResponse,
  parseExperimentResults,
  type ExperimentResult,
} from '../../../../src/sdk/core/abtest';

const code = (overrides: Record<string, unknown> = {}) => ({
  abtest_experiment_id: 'e1',
  abtest_experiment_group_id: 'g1',
  abtest_experiment_result_id: 'e1-g1-v1',
  experiment_type: 'CODE',
  is_control_group: false,
  variables: [{ name: 'button_text', type: 'STRING', value: '立即出价' }],
  ...overrides,
});
const link = (overrides: Record<string, unknown> = {}) =>
  code({
    experiment_type: 'LINK',
    control_link: '/account',
    link_match_type: 'FUZZY',
    experiment_link: '/',
    variables: [],
    ...overrides,
  });
const visual = (overrides: Record<string, unknown> = {}) =>
  code({
    experiment_type: 'VISUAL',
    variables: [],
    changes: [{ selector: 'h1', text: 'x' }],
    ...overrides,
  });

describe('parseExperimentResults keeps good items', () => {
  it.each<[string, unknown, Partial<ExperimentResult>]>([
    ['a CODE result', code(), { experiment_type: 'CODE', abtest_experiment_id: 'e1' }],
    [
      'numeric ids, as strings',
      code({
        abtest_experiment_id: 12,
        abtest_experiment_group_id: 3,
        abtest_experiment_result_id: 45,
      }),
      {
        abtest_experiment_id: '12',
        abtest_experiment_group_id: '3',
        abtest_experiment_result_id: '45',
      },
    ],
    [
      'no is_control_group → a test group',
      code({ is_control_group: undefined }),
      { is_control_group: false },
    ],
    ['no variables → empty', code({ variables: undefined }), { variables: [] }],
    [
      'a numeric variable value, as text',
      code({ variables: [{ name: 'n', type: 'INTEGER', value: 3 }] }),
      { variables: [{ name: 'n', type: 'INTEGER', value: '3' }] },
    ],
    [
      'a LINK test group',
      link(),
      { control_link: '/account', experiment_link: '/', link_match_type: 'FUZZY' },
    ],
    [
      'a LINK control group without experiment_link',
      link({ is_control_group: true, experiment_link: undefined }),
      { is_control_group: true },
    ],
    [
      'a LINK to an absolute https address',
      link({ experiment_link: 'https://a.test/b' }),
      { experiment_link: 'https://a.test/b' },
    ],
    ['a VISUAL test group', visual(), { changes: [{ selector: 'h1', text: 'x' }] }],
    [
      'a VISUAL control group without changes',
      visual({ is_control_group: true, changes: undefined }),
      { is_control_group: true },
    ],
    [
      'unknown fields are dropped',
      code({ abtest_experiment_version: 3, html: '<b>' }),
      { abtest_experiment_id: 'e1' },
    ],
  ])('%s', (_name, item, expected) => {
    const [result] = parseExperimentResults([item]);
    expect(result).toMatchObject(expected);
    expect(result).not.toHaveProperty('html');
  });
});

describe('parseExperimentResults drops bad items', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'e1'],
    ['no experiment id', code({ abtest_experiment_id: undefined })],
    ['an empty experiment id', code({ abtest_experiment_id: '' })],
    ['an id over 255', code({ abtest_experiment_id: 'x'.repeat(256) })],
    ['a fractional id', code({ abtest_experiment_id: 1.5 })],
    ['no group id', code({ abtest_experiment_group_id: undefined })],
    ['no result id', code({ abtest_experiment_result_id: undefined })],
    ['an unknown type', code({ experiment_type: 'SPLIT' })],
    ['is_control_group a string', code({ is_control_group: 'false' })],
    ['variables not an array', code({ variables: 'x' })],
    ['a variable of unknown type', code({ variables: [{ name: 'n', type: 'FLOAT', value: '1' }] })],
    ['a variable without a name', code({ variables: [{ type: 'STRING', value: '1' }] })],
    ['a LINK without control_link', link({ control_link: undefined })],
    ['a LINK without link_match_type', link({ link_match_type: undefined })],
    ['a LINK with an empty control_link', link({ control_link: '' })],
    ['a LINK with a blank control_link', link({ control_link: '  ' })],
    ['a LINK with a query-only control_link', link({ control_link: '?a=1' })],
    ['a LINK with a blank REGEXP', link({ control_link: ' ', link_match_type: 'REGEXP' })],
    ['a LINK with an invalid REGEXP', link({ control_link: '(', link_match_type: 'REGEXP' })],
    ['a LINK with an unknown match type', link({ link_match_type: 'EXACT' })],
    ['a LINK test group without experiment_link', link({ experiment_link: undefined })],
    ['a LINK to javascript:', link({ experiment_link: 'javascript:alert(1)' })],
    ['a LINK to data:', link({ experiment_link: 'data:text/html,x' })],
    ['a LINK to a protocol-relative host', link({ experiment_link: '//evil.test' })],
    ['a LINK to /\\host (a host to the URL parser)', link({ experiment_link: '/\\evil.test' })],
    ['a LINK to /<tab>/host', link({ experiment_link: '/\t/evil.test' })],
    ['a LINK to javascript: behind spaces', link({ experiment_link: '  javascript:alert(1)' })],
    ['a LINK to java<newline>script:', link({ experiment_link: 'java\nscript:alert(1)' })],
    ['a VISUAL test group without changes', visual({ changes: undefined })],
    [
      'a VISUAL change with onclick',
      visual({ changes: [{ selector: 'a', attributes: { onclick: 'x' } }] }),
    ],
    [
      'a VISUAL change with a javascript: href',
      visual({ changes: [{ selector: 'a', attributes: { href: 'javascript:x' } }] }),
    ],
  ])('%s', (_name, item) => {
    expect(parseExperimentResults([item, code({ abtest_experiment_id: 'good' })])).toEqual([
      expect.objectContaining({ abtest_experiment_id: 'good' }),
    ]);
  });

  it('keeps the first of a repeated experiment id', () => {
    const results = parseExperimentResults([
      code({ abtest_experiment_group_id: 'a' }),
      code({ abtest_experiment_group_id: 'b' }),
    ]);
    expect(results.map((r) => r.abtest_experiment_group_id)).toEqual(['a']);
  });

  it('answers [] for anything that is not an array', () => {
    for (const raw of [undefined, null, 1, 'x', {}, { results: [code()] }])
      expect(parseExperimentResults(raw)).toEqual([]);
  });

  it('never throws on any JSON', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        expect(Array.isArray(parseExperimentResults(raw))).toBe(true);
        expect(typeof parseExperimentResponse(raw).ok).toBe('boolean');
        expect(Array.isArray(parseExperimentResults([raw]))).toBe(true);
      }),
    );
  });
});

describe('parseExperimentResponse (the service answer)', () => {
  it.each<[string, unknown, string]>([
    ['not an object', 'SUCCESS', 'answer is not an object'],
    ['null', null, 'answer is not an object'],
    [
      'FAILED with its error',
      { status: 'FAILED', error_type: 'X', error: 'no such project' },
      'status is FAILED: no such project',
    ],
    ['no status', { results: [] }, 'status is undefined'],
    ['results missing', { status: 'SUCCESS' }, 'results is not an array'],
    ['results an object', { status: 'SUCCESS', results: {} }, 'results is not an array'],
  ])('refuses %s', (_name, raw, error) => {
    expect(parseExperimentResponse(raw)).toEqual({ ok: false, error });
  });

  it('counts dropped items beside the good ones', () => {
    const answer = {
      status: 'SUCCESS',
      results: [code(), { broken: true }, link({ abtest_experiment_id: 'e2' })],
    };
    const parsed = parseExperimentResponse(answer);
    expect(parsed).toMatchObject({ ok: true, dropped: 1 });
    if (parsed.ok) expect(parsed.results.map((r) => r.abtest_experiment_id)).toEqual(['e1', 'e2']);
  });
});
