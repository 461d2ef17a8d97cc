/**
 * Issue 14 item 10: every parser of a server answer reads own properties only.
 * Each row is a valid answer and a path to one required field; the field is then
 * hidden where only a prototype has it, two ways: a `"__proto__"` member in the
 * JSON text (as JSON.parse gives it), and an object whose prototype holds it (as a
 * JSONP object literal `{ __proto__: {…} }` gives it). Both must be refused.
 */
import { describe, expect, it } from 'vitest';
import { parseServerConfig } from '../../../../src/sdk/core/config';
import {
  parseExperimentResponse,
  parseExperimentResult,
  parseExperimentResults,
} from '../../../../src/sdk/core/abtest';
import { readPreviewAnswer, parsePopupContent } from '../../../../src/sdk/core/popup/content';
import { decideVisual, parseVisualConfig } from '../../../../src/sdk/core/visual-config';
import { convertedUuids } from '../../../../workers/popups/conversions';
import { applyProfileEvent } from '../../../../workers/popups/profile';
import { ownJson } from '../../../../src/shared/own-json';

type Json = Record<string, unknown>;

const codeResult: Json = {
  abtest_experiment_id: 'e1',
  abtest_experiment_group_id: 'g1',
  abtest_experiment_result_id: 'r1',
  experiment_type: 'CODE',
  variables: [{ name: 'color', type: 'STRING', value: 'red' }],
};
const plan: Json = {
  plan_id: 7,
  pattern_popup: { matcher_list: [{ event_name: 'buy' }] },
};
const visual: Json = {
  os: 'Web',
  version: '3',
  events: [
    {
      event_type: 'webclick',
      event_name: 'tap',
      event: { url_host: 'a.test', element_path: 'div>a' },
      properties: [],
    },
  ],
};

interface Row {
  name: string;
  valid: Json | unknown[];
  /** Keys to the object holding `field`. */
  at: Array<string | number>;
  field: string;
  /** Whether the parser accepted the answer WITH the field (as it must when the field is own). */
  accepts: (answer: unknown) => boolean;
}

const ROWS: Row[] = [
  {
    name: 'popup config: server_current_time',
    valid: { server_current_time: 1, popup_plans: [], min_sdk_version_required: '1.0' },
    at: [],
    field: 'server_current_time',
    accepts: (answer) => parseServerConfig(answer, '1.26.2').ok,
  },
  {
    name: 'popup config: popup_plans',
    valid: { server_current_time: 1, popup_plans: [], min_sdk_version_required: '1.0' },
    at: [],
    field: 'popup_plans',
    accepts: (answer) => parseServerConfig(answer, '1.26.2').ok,
  },
  {
    name: 'popup config: a plan’s pattern_popup',
    valid: { server_current_time: 1, popup_plans: [plan], min_sdk_version_required: '1.0' },
    at: ['popup_plans', 0],
    field: 'pattern_popup',
    accepts: (answer) => {
      const parsed = parseServerConfig(answer, '1.26.2');
      return parsed.ok && parsed.config.popup_plans.length === 1;
    },
  },
  {
    name: 'experiments: status',
    valid: { status: 'SUCCESS', results: [codeResult] },
    at: [],
    field: 'status',
    accepts: (answer) => parseExperimentResponse(answer).ok,
  },
  {
    name: 'experiments: a result’s experiment_type',
    valid: { status: 'SUCCESS', results: [codeResult] },
    at: ['results', 0],
    field: 'experiment_type',
    accepts: (answer) => {
      const parsed = parseExperimentResponse(answer);
      return parsed.ok && parsed.results.length === 1;
    },
  },
  {
    name: 'A/B results (cache): abtest_experiment_id',
    valid: [codeResult],
    at: [0],
    field: 'abtest_experiment_id',
    accepts: (answer) => parseExperimentResults(answer).length === 1,
  },
  {
    name: 'A/B result: a variable’s value',
    valid: codeResult,
    at: ['variables', 0],
    field: 'value',
    accepts: (answer) => parseExperimentResult(answer)?.variables.length === 1,
  },
  {
    name: 'visual config: os',
    valid: visual,
    at: [],
    field: 'os',
    accepts: (answer) => decideVisual({ kind: 'called', args: [200, answer] }).action === 'apply',
  },
  {
    name: 'visual config: an event’s event_name',
    valid: visual,
    at: ['events', 0],
    field: 'event_name',
    accepts: (answer) => parseVisualConfig(answer)?.events.length === 1,
  },
  {
    name: 'preview: content',
    valid: { popup_type: 'PRESET', name: 'n', content: '{"template":{}}' },
    at: [],
    field: 'content',
    accepts: (answer) => readPreviewAnswer(answer).content !== '',
  },
  {
    name: 'display conversions: converted',
    valid: { displays: [{ uuid: 'u1', converted: true }] },
    at: ['displays', 0],
    field: 'converted',
    accepts: (answer) => convertedUuids(answer).has('u1'),
  },
];

function holder(root: unknown, at: Row['at']): Json {
  return at.reduce<unknown>((node, key) => (node as Json)[key], root) as Json;
}

/** The answer as JSON.parse gives it with `field` moved into a `"__proto__"` member. */
function viaProtoMember(row: Row): unknown {
  const copy = structuredClone(row.valid);
  const target = holder(copy, row.at);
  const value = target[row.field];
  delete target[row.field];
  // defineProperty makes an own member named __proto__ (as JSON.parse does).
  Object.defineProperty(target, '__proto__', {
    value: { [row.field]: value },
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return JSON.parse(JSON.stringify(copy));
}

/** The answer with `field` found only on its holder's prototype (an object literal's `__proto__:`). */
function viaPrototype(row: Row): unknown {
  const copy = structuredClone(row.valid);
  const target = holder(copy, row.at);
  const value = target[row.field];
  delete target[row.field];
  Object.setPrototypeOf(target, { [row.field]: value });
  return copy;
}

describe('server answers are read through own properties only', () => {
  it('the issue’s config: required fields only under "__proto__" are refused', () => {
    const raw: unknown = JSON.parse(
      '{"__proto__": {"server_current_time": 1}, "popup_plans": [], "min_sdk_version_required": "1.0"}',
    );
    const parsed = parseServerConfig(raw, '1.26.2');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain('server_current_time');
  });

  it.each(ROWS)('$name: accepted when own', (row) => {
    expect(row.accepts(structuredClone(row.valid))).toBe(true);
  });

  it.each(ROWS)('$name: refused under a "__proto__" member', (row) => {
    const answer = viaProtoMember(row);
    // The JSON really carries the field under "__proto__" (own member), not at its place.
    expect(Object.prototype.hasOwnProperty.call(holder(answer, row.at), '__proto__')).toBe(true);
    expect(row.accepts(answer)).toBe(false);
  });

  it.each(ROWS)('$name: refused when only a prototype has it', (row) => {
    expect(row.accepts(viaPrototype(row))).toBe(false);
  });

  it('popup content: a template only under "__proto__" is code 1001', () => {
    const content = '{"__proto__": {"template": {"title": "x"}}}';
    expect(parsePopupContent(content).ok).toBe(false);
    const own = parsePopupContent(
      '{"template": {"title": "x"}, "properties": {"__proto__": {"a": 1}}}',
    );
    expect(own.ok && Object.getPrototypeOf(own.content.properties)).toBe(Object.prototype);
  });

  it('ownJson copies own members only, never a prototype', () => {
    const copy = ownJson(JSON.parse('{"a": {"__proto__": {"x": 1}, "b": [1, null]}, "n": null}'));
    expect(copy).toEqual({ a: { b: [1, null] }, n: null });
    expect(Object.getPrototypeOf((copy as { a: object }).a)).toBe(Object.prototype);
    expect(ownJson({ n: null, k: 1 }, { dropNullMembers: true })).toEqual({ k: 1 });
    const hostile = Object.defineProperty({}, 'x', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(ownJson(hostile)).toBeUndefined();
  });

  it('a profile keeps own members only: __proto__ is never assigned, constructor is not "already set"', () => {
    const set = (properties: Json, type: 'profile_set' | 'profile_set_once' = 'profile_set') =>
      applyProfileEvent({}, { type, properties });
    const poisoned = set(JSON.parse('{"__proto__": {"vip": true}, "city": "杭州"}') as Json);
    expect(poisoned).toEqual({ city: '杭州' });
    expect(Object.getPrototypeOf(poisoned)).toBe(Object.prototype);
    expect(set({ constructor: 'x' }, 'profile_set_once')).toEqual({ constructor: 'x' });
    expect(applyProfileEvent({}, { type: 'profile_unset', properties: { toString: true } })).toBe(
      null,
    );
  });
});
