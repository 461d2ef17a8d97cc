import { describe, expect, it } from 'vitest';
import { login, makeServer } from './server-fixture';

const BANK_LIST = '/api/dh/auction/user/pingan/bank/list';

describe('pingan/bank/list', () => {
  it('pages the seller transfer-in cards by 3, default card first', async () => {
    const app = await makeServer();
    const token = await login(app, 'seller');
    const page = async (pageIndex: number) =>
      (
        await app.inject({
          method: 'POST',
          url: BANK_LIST,
          headers: { token },
          payload: { pageIndex, pageSize: 3, useType: 1 },
        })
      ).json().data;
    const first = await page(1);
    const second = await page(2);
    expect(first).toMatchObject({ total: 5, pageIndex: 1, pageSize: 3 });
    expect(first.list).toHaveLength(3);
    expect(first.list[0]).toMatchObject({ useType: 1, isDefault: true });
    expect(first.list[0].cardNoMasked).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    expect(second.list).toHaveLength(2);
    const ids = [...first.list, ...second.list].map((card: { id: number }) => card.id);
    expect(new Set(ids).size).toBe(5);
  });

  it('filters by useType and by the user of the token', async () => {
    const app = await makeServer();
    const seller = await login(app, 'seller');
    const bidder = await login(app, 'bidder');
    const list = async (token: string, useType: number) =>
      (
        await app.inject({
          method: 'POST',
          url: BANK_LIST,
          headers: { token },
          payload: { pageIndex: 1, pageSize: 10, useType },
        })
      ).json().data;
    const sellerOut = await list(seller, 2);
    const bidderIn = await list(bidder, 1);
    expect(sellerOut.total).toBe(4);
    expect(sellerOut.list.every((card: { useType: number }) => card.useType === 2)).toBe(true);
    expect(bidderIn.total).toBe(4);
    const sellerIn = await list(seller, 1);
    const sellerIds = new Set(sellerIn.list.map((card: { id: number }) => card.id));
    expect(bidderIn.list.some((card: { id: number }) => sellerIds.has(card.id))).toBe(false);
  });

  it('answers CB0401 without a token', async () => {
    const app = await makeServer();
    const response = await app.inject({
      method: 'POST',
      url: BANK_LIST,
      payload: { pageIndex: 1, pageSize: 3, useType: 1 },
    });
    expect(response.json().code).toBe('CB0401');
  });

  it.each([
    [{ pageIndex: 0, pageSize: 3, useType: 1 }, 'pageIndex'],
    [{ pageIndex: 1, pageSize: 'many', useType: 1 }, 'pageSize'],
    [{ pageIndex: 1, pageSize: 3, useType: 3 }, 'useType'],
    [{ pageIndex: 1, pageSize: 3 }, 'useType'],
  ])('answers 400 naming the bad field for %j', async (payload, field) => {
    const app = await makeServer();
    const token = await login(app, 'seller');
    const response = await app.inject({
      method: 'POST',
      url: BANK_LIST,
      headers: { token },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('400');
    expect(response.json().msg).toContain(field);
  });
});
