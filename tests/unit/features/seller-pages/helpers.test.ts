import { describe, expect, it } from 'vitest';
import { firstIssue, itemIdFromParam } from '../../../../src/features/seller-pages/item-param';
import { fitWithin } from '../../../../src/features/seller-pages/shrink-jpeg';
import { qualificationFields } from '../../../../src/shared/contracts/seller-other-pages';

describe('itemIdFromParam: ?itemId= is untrusted', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['1e3', null],
    ['12abc', null],
    ['99999999999', null],
  ])('%s → %s', (value, expected) => {
    expect(itemIdFromParam(value)).toBe(expected);
  });
});

describe('fitWithin: long side at most 1600 px, never enlarged', () => {
  it.each([
    [4000, 3000, { width: 1600, height: 1200 }],
    [3000, 4000, { width: 1200, height: 1600 }],
    [800, 600, { width: 800, height: 600 }],
    [1600, 900, { width: 1600, height: 900 }],
  ])('%i×%i', (width, height, expected) => {
    expect(fitWithin(width, height)).toEqual(expected);
  });
});

describe('the form shows the contract’s first message', () => {
  it.each([
    ['creditCode', '', '请填写统一社会信用代码'],
    ['creditCode', '91440300MA5F6G7H8I', '统一社会信用代码为 18 位数字或大写字母'],
    ['creditCode', '91440300MA5F6G7H8J', null],
    ['validUntil', '长期', null],
    ['validUntil', '2031-02-30x', '营业期限格式为 2030-12-31 或“长期”'],
    ['legalPerson', '  ', '请填写法定代表人'],
  ] as const)('%s %j → %s', (field, value, message) => {
    expect(firstIssue(qualificationFields[field].safeParse(value))).toBe(message);
  });
});
