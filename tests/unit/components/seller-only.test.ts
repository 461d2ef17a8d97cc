import { describe, expect, it } from 'vitest';
import { sellerAccess, type SellerFacts } from '../../../src/components/seller-only/seller-access';
import { storedSellerId } from '../../../src/components/seller-only/seller-only';

const facts = (overrides: Partial<SellerFacts>): SellerFacts => ({
  hasToken: true,
  userSellerId: undefined,
  lookup: 'loading',
  storedSellerId: null,
  ...overrides,
});

describe('sellerAccess: who may open a seller page', () => {
  it('a visitor, whatever the address says', () => {
    expect(sellerAccess(facts({ hasToken: false, storedSellerId: 20001 }))).toBe('visitor');
  });

  it("the known user's sellerId decides, over the address's", () => {
    expect(sellerAccess(facts({ userSellerId: 20001, lookup: 'ready' }))).toBe('seller');
    expect(
      sellerAccess(facts({ userSellerId: null, lookup: 'ready', storedSellerId: 20001 })),
    ).toBe('not-seller');
    // A seller logged in here (the PWA) has no sellerId in the address.
    expect(
      sellerAccess(facts({ userSellerId: 20001, lookup: 'ready', storedSellerId: null })),
    ).toBe('seller');
  });

  it("the address's sellerId opens the page while the user is looked up, or cannot be", () => {
    expect(sellerAccess(facts({ storedSellerId: 20001, lookup: 'loading' }))).toBe('seller');
    expect(sellerAccess(facts({ storedSellerId: 20001, lookup: 'error' }))).toBe('seller');
  });

  it('without one, a loading state and then an error', () => {
    expect(sellerAccess(facts({ lookup: 'loading' }))).toBe('checking');
    expect(sellerAccess(facts({ lookup: 'error' }))).toBe('unknown');
  });
});

describe('storedSellerId', () => {
  it.each([
    ['20001', 20001],
    [null, null],
    ['', null],
    ['abc', null],
    ['0', null],
    ['12abc', null],
  ])('stored %s → %s', (stored, expected) => {
    expect(storedSellerId(() => stored)).toBe(expected);
  });
});
