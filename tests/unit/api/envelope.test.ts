import { describe, expect, it } from 'vitest';
import { errorMessageOf, parseJsonText } from '../../../src/api/response-body';
import { toEnvelope } from '../../../src/shared/envelope';

describe('envelope parsing', () => {
  it.each<[string, unknown]>([
    ['{"a":1}', { a: 1 }],
    ['[1]', [1]],
    ['"x"', 'x'],
    ['', undefined],
    ['   ', undefined],
    ['<html></html>', undefined],
    ['{broken', undefined],
  ])('parseJsonText(%j)', (text, expected) => {
    expect(parseJsonText(text)).toEqual(expected);
  });

  it.each<[unknown, ReturnType<typeof toEnvelope>]>([
    [
      { code: '0000', msg: 'ok', data: { a: 1 } },
      { code: '0000', msg: 'ok', data: { a: 1 } },
    ],
    [
      { code: 507, msg: 'm', data: null },
      { code: '507', msg: 'm', data: null },
    ],
    [
      { code: 'X', msg: null },
      { code: 'X', msg: '', data: undefined },
    ],
    [{ code: 'X' }, { code: 'X', msg: '', data: undefined }],
    [{ msg: 'no code' }, null],
    [{ code: true }, null],
    [{ code: 'X', msg: 5 }, null],
    [null, null],
    ['0000', null],
    [[], null],
  ])('toEnvelope(%j)', (body, expected) => {
    expect(toEnvelope(body)).toEqual(expected);
  });

  it.each<[unknown, string | null]>([
    [{ msg: '失败' }, '失败'],
    [{ message: 'boom' }, 'boom'],
    [{ msg: '', message: 'fallback' }, 'fallback'],
    [{ msg: '   ' }, null],
    [{ msg: 3 }, null],
    ['text', null],
    [null, null],
  ])('errorMessageOf(%j)', (body, expected) => {
    expect(errorMessageOf(body)).toBe(expected);
  });
});
