import { describe, expect, it } from 'vitest';
import { formatDescriptor, parseDescriptor } from '../../../../src/shared/descriptors';

const pairs = (...entries: Array<[string, string]>) =>
  entries.map(([name, value]) => ({ name, value }));

describe('parseDescriptor', () => {
  it.each([
    ['', []],
    ['机型:iPhone 15', pairs(['机型', 'iPhone 15'])],
    ['a:1;b:2', pairs(['a', '1'], ['b', '2'])],
    ['备注:', pairs(['备注', ''])],
    ['%E6%88%90%E8%89%B2:A%2B', pairs(['成色', 'A+'])],
    ['k:a%3Ab%3Bc%25', pairs(['k', 'a:b;c%'])],
  ])('%j parses', (text, expected) => {
    expect(parseDescriptor(text)).toEqual({ ok: true, pairs: expected });
  });

  it.each([
    ['no colon', 'abc', '第 1 段缺少“:”'],
    ['empty segment', 'a:1;;b:2', '第 2 段缺少“:”'],
    ['trailing separator', 'a:1;', '第 2 段缺少“:”'],
    ['raw colon in value', 'a:1:2', '第 1 段含有未编码的“:”'],
    ['empty name', ':x', '第 1 段名称为空'],
    ['blank name', '%20:x', '第 1 段名称为空'],
    ['lone percent', 'a:50%', '第 1 段编码无效'],
    ['bad utf-8 escape', 'a:%E6%88', '第 1 段编码无效'],
    ['duplicate name', 'a:1;a:2', '第 2 段名称“a”重复'],
  ])('%s is an error, not a throw', (_case, text, error) => {
    expect(parseDescriptor(text)).toEqual({ ok: false, error });
  });

  it('round-trips what formatDescriptor writes, separators and all', () => {
    const given = pairs(['机型', 'Mate 60:Pro'], ['备注', 'a;b%c'], ['空', '']);
    const text = formatDescriptor(given);
    expect(text.split(';').every((segment) => segment.split(':').length === 2)).toBe(true);
    expect(parseDescriptor(text)).toEqual({ ok: true, pairs: given });
  });
});
