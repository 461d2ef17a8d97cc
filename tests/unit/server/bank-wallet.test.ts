import type { FastifyInstance } from 'fastify';
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

const BANK_DETAIL = '/api/dh/auction/user/pingan/bank/detail';
const SET_DEFAULT = '/api/dh/auction/user/pingan/bank/setDefault';

let keySerial = 0;

// Every change carries a fresh Idempotency-Key, as the app sends one per user action.
async function post(app: FastifyInstance, url: string, token: string, payload: object) {
  keySerial += 1;
  const headers = { token, 'idempotency-key': `test-key-${keySerial}-${Date.now()}` };
  const response = await app.inject({ method: 'POST', url, headers, payload });
  return response.json<{ code: string; msg: string; data: Record<string, unknown> | null }>();
}

async function allCards(app: FastifyInstance, token: string, useType: 1 | 2) {
  const answer = await post(app, BANK_LIST, token, { pageIndex: 1, pageSize: 100, useType });
  return (answer.data as { list: Array<{ id: number; isDefault: boolean }> }).list;
}

describe('pingan/bank/detail', () => {
  it('answers the user’s card with masked number, holder and phone', async () => {
    const app = await makeServer();
    const token = await login(app, 'seller');
    const [first] = await allCards(app, token, 1);
    const answer = await post(app, BANK_DETAIL, token, { cardId: first?.id });
    expect(answer.code).toBe('0000');
    expect(answer.data).toMatchObject({
      id: first?.id,
      bankName: '平安银行',
      useType: 1,
      isDefault: true,
      cardType: '借记卡',
      holderNameMasked: '李*国',
      phoneMasked: '138****0001',
      branchName: '平安银行深圳科技园支行',
    });
    expect(answer.data?.cardNoMasked).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    expect(answer.data?.boundAt).toBeGreaterThan(Date.UTC(2024, 0, 1));
    expect(JSON.stringify(answer.data)).not.toMatch(/\d{16}|李建国|13800000001/);
  });

  it('answers notFound for an id that does not exist', async () => {
    const app = await makeServer();
    const token = await login(app, 'seller');
    const answer = await post(app, BANK_DETAIL, token, { cardId: 999_999 });
    expect(answer).toEqual({ code: 'CB0404', msg: '数据不存在或已删除', data: null });
  });
});

describe('pingan/bank/setDefault', () => {
  it('makes the card the only default of its use type and leaves the other type alone', async () => {
    const app = await makeServer();
    const token = await login(app, 'seller');
    const before = await allCards(app, token, 1);
    const outBefore = await allCards(app, token, 2);
    const target = before[3]!;
    const answer = await post(app, SET_DEFAULT, token, { cardId: target.id });
    expect(answer).toMatchObject({ code: '0000', data: { id: target.id, isDefault: true } });
    const after = await allCards(app, token, 1);
    expect(after.filter((card) => card.isDefault).map((card) => card.id)).toEqual([target.id]);
    expect(after[0]?.id).toBe(target.id); // the default leads the list
    expect(await allCards(app, token, 2)).toEqual(outBefore);
  });

  it('is idempotent: setting the current default again keeps exactly one', async () => {
    const app = await makeServer();
    const token = await login(app, 'bidder');
    const [current] = await allCards(app, token, 2);
    await post(app, SET_DEFAULT, token, { cardId: current?.id });
    const answer = await post(app, SET_DEFAULT, token, { cardId: current?.id });
    expect(answer.code).toBe('0000');
    const defaults = (await allCards(app, token, 2)).filter((card) => card.isDefault);
    expect(defaults.map((card) => card.id)).toEqual([current?.id]);
  });
});

describe('pingan/bank/setDefault with an Idempotency-Key', () => {
  it('is refused without a key and changes nothing', async () => {
    const app = await makeServer();
    const token = await login(app, 'seller');
    const before = await allCards(app, token, 1);
    const response = await app.inject({
      method: 'POST',
      url: SET_DEFAULT,
      headers: { token },
      payload: { cardId: before[2]?.id },
    });
    expect(response.json().msg).toContain('Idempotency-Key');
    expect(await allCards(app, token, 1)).toEqual(before);
  });

  it('a late replay of an earlier tap gets its first answer and does not undo a later change', async () => {
    const app = await makeServer();
    const token = await login(app, 'seller');
    const [, first, second] = await allCards(app, token, 1);
    const tap = (cardId: number | undefined, key: string) =>
      app.inject({
        method: 'POST',
        url: SET_DEFAULT,
        headers: { token, 'idempotency-key': key },
        payload: { cardId },
      });
    const answer = (await tap(first?.id, 'tap-0000-0001')).json();
    await tap(second?.id, 'tap-0000-0002');
    // The first tap's request arrives again (a paused mutation resumed after a reload).
    expect((await tap(first?.id, 'tap-0000-0001')).json()).toEqual(answer);
    const defaults = (await allCards(app, token, 1)).filter((card) => card.isDefault);
    expect(defaults.map((card) => card.id)).toEqual([second?.id]);
  });
});

describe('bank-wallet authorization: another user’s card ids', () => {
  // Every endpoint of the area that takes a card id: the other user's ids get
  // notFound (never the card) and change nothing.
  it.each([
    ['detail', BANK_DETAIL],
    ['setDefault', SET_DEFAULT],
  ])('%s answers notFound for every card of the other user', async (_name, url) => {
    const app = await makeServer();
    const seller = await login(app, 'seller');
    const bidder = await login(app, 'bidder');
    const bidderCards = [...(await allCards(app, bidder, 1)), ...(await allCards(app, bidder, 2))];
    const sellerBefore = [...(await allCards(app, seller, 1)), ...(await allCards(app, seller, 2))];
    for (const card of bidderCards) {
      expect(await post(app, url, seller, { cardId: card.id })).toEqual({
        code: 'CB0404',
        msg: '数据不存在或已删除',
        data: null,
      });
    }
    expect([...(await allCards(app, bidder, 1)), ...(await allCards(app, bidder, 2))]).toEqual(
      bidderCards,
    );
    expect([...(await allCards(app, seller, 1)), ...(await allCards(app, seller, 2))]).toEqual(
      sellerBefore,
    );
  });

  it('the list never shows the other user’s cards', async () => {
    const app = await makeServer();
    const seller = await login(app, 'seller');
    const bidder = await login(app, 'bidder');
    const sellerIds = new Set(
      [...(await allCards(app, seller, 1)), ...(await allCards(app, seller, 2))].map((c) => c.id),
    );
    const bidderIds = [...(await allCards(app, bidder, 1)), ...(await allCards(app, bidder, 2))];
    expect(bidderIds.some((card) => sellerIds.has(card.id))).toBe(false);
    expect(sellerIds.size).toBe(9);
    expect(bidderIds).toHaveLength(8);
  });
});
