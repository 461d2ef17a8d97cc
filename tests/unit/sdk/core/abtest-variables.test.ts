import { describe, expect, it } from 'vitest';
import {
  readVariable,
  type ExperimentVariable,
  type ParamValueType,
} from '../../../../src/sdk/core/abtest';

const resultWith = (type: ExperimentVariable['type'], value: string) => ({
  variables: [{ name: 'v', type, value }],
});

describe('readVariable converts INTEGER, STRING, JSON, BOOLEAN to the declared type', () => {
  it.each<[ExperimentVariable['type'], string, ParamValueType, unknown, unknown]>([
    ['INTEGER', '42', 'Number', 0, 42],
    ['INTEGER', '-7', 'Number', 0, -7],
    ['INTEGER', '3.5', 'Number', 0, 3.5],
    ['INTEGER', ' 12 ', 'Number', 0, 12],
    ['INTEGER', '1e3', 'Number', 0, 1000],
    ['INTEGER', '0', 'Number', 9, 0],
    ['INTEGER', '12abc', 'Number', 9, 9],
    ['INTEGER', '', 'Number', 9, 9],
    ['INTEGER', '   ', 'Number', 9, 9],
    ['INTEGER', 'NaN', 'Number', 9, 9],
    ['INTEGER', 'Infinity', 'Number', 9, 9],
    ['INTEGER', '42', 'String', 'd', 'd'],
    ['STRING', '立即出价', 'String', '出价', '立即出价'],
    ['STRING', '', 'String', 'd', ''],
    ['STRING', 'x'.repeat(500), 'String', 'd', 'x'.repeat(500)],
    ['STRING', 'x'.repeat(501), 'String', 'd', 'd'],
    ['STRING', '42', 'Number', 0, 0],
    ['STRING', 'true', 'Boolean', false, false],
    ['STRING', '{"a":1}', 'Object', {}, {}],
    ['BOOLEAN', 'true', 'Boolean', false, true],
    ['BOOLEAN', 'false', 'Boolean', true, false],
    ['BOOLEAN', 'TRUE', 'Boolean', false, false],
    ['BOOLEAN', '1', 'Boolean', false, false],
    ['BOOLEAN', 'true', 'String', 'd', 'd'],
    ['JSON', '{"color":"red","n":1}', 'Object', {}, { color: 'red', n: 1 }],
    ['JSON', '[1,2]', 'Object', {}, [1, 2]],
    ['JSON', '{}', 'Object', { d: 1 }, {}],
    ['JSON', 'null', 'Object', { d: 1 }, { d: 1 }],
    ['JSON', '5', 'Object', { d: 1 }, { d: 1 }],
    ['JSON', '"text"', 'Object', { d: 1 }, { d: 1 }],
    ['JSON', '{bad', 'Object', { d: 1 }, { d: 1 }],
    ['JSON', '{"a":1}', 'String', 'd', 'd'],
  ])('%s %j read as %s (default %j) → %j', (type, value, declared, fallback, expected) => {
    expect(readVariable(resultWith(type, value), 'v', declared, fallback as never)).toEqual(
      expected,
    );
  });
});

describe('readVariable falls back to the default', () => {
  const fallback = 'default';
  it.each<[string, unknown]>([
    ['no result', undefined],
    ['a null result', null],
    ['no variables', {}],
    ['variables not an array', { variables: 'v' }],
    ['an empty list', { variables: [] }],
    ['another name only', { variables: [{ name: 'other', type: 'STRING', value: 'x' }] }],
    ['a null item', { variables: [null] }],
    ['an unknown variable type', { variables: [{ name: 'v', type: 'FLOAT', value: 'x' }] }],
    ['a value that is not a string', { variables: [{ name: 'v', type: 'STRING', value: 5 }] }],
  ])('with %s', (_name, result) => {
    expect(readVariable(result as never, 'v', 'String', fallback)).toBe(fallback);
  });

  it('reads the first variable of a repeated name', () => {
    const result = {
      variables: [
        { name: 'v', type: 'STRING' as const, value: 'first' },
        { name: 'v', type: 'STRING' as const, value: 'second' },
      ],
    };
    expect(readVariable(result, 'v', 'String', 'd')).toBe('first');
  });

  it('returns a fresh object each time for JSON (a caller cannot corrupt the cache)', () => {
    const result = resultWith('JSON', '{"a":1}');
    const first = readVariable(result, 'v', 'Object', {}) as Record<string, unknown>;
    first.a = 2;
    expect(readVariable(result, 'v', 'Object', {})).toEqual({ a: 1 });
  });
});
