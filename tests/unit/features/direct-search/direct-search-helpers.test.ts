import { describe, expect, it } from 'vitest';
import { parseKeyword, parseTab } from '../../../../src/features/direct-search/search-params';

describe('/directSearchPage address', () => {
  it.each([
    [null, { kind: 'none' }],
    ['  iPhone 15 ', { kind: 'ok', keyword: 'iPhone 15' }],
    ['SF100000000001', { kind: 'ok', keyword: 'SF100000000001' }],
    ['   ', { kind: 'bad', message: '请输入搜索内容' }],
    ['x'.repeat(41), { kind: 'bad', message: '搜索内容最多 40 个字' }],
  ])('keyword %j → %j', (value, expected) => {
    expect(parseKeyword(value)).toEqual(expected);
  });

  it.each([
    ['goods', 'goods'],
    ['order', 'order'],
    [null, 'order'],
    ['<script>', 'order'],
  ])('tab %j → %s', (value, expected) => {
    expect(parseTab(value)).toBe(expected);
  });
});
