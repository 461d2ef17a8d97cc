import { describe, expect, it } from 'vitest';
import { positiveIntParam, safeRedirectPath } from '../../../src/lib/query-param';

describe('positiveIntParam', () => {
  it.each([
    ['8', 8],
    ['0012', 12],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    [' 7', null],
    ['9999999999999999', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['<script>', null],
  ])('%s → %s', (input, expected) => {
    expect(positiveIntParam(input)).toBe(expected);
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/auctionList', '/auctionList'],
    ['/auctionList?tab=mine', '/auctionList?tab=mine'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['auctionList', null],
    ['/有中文', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
