import { describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import type { Endpoint } from '../../../src/shared/contract';
import {
  bidMerchandiseList,
  biddingList,
  biddingList4App,
  biddingListTourist,
  brandAndLevelListTourist,
  pendingList,
  type AuctionItem,
  type MyBid,
} from '../../../src/shared/contracts/auction-lists';
import { login, makeServer } from './server-fixture';
import { injectCall } from './wire-client';

async function world() {
  const app = await makeServer();
  const call = async <T>(endpoint: Endpoint, input: Record<string, unknown>, token?: string) => {
    const response = await app.inject(injectCall(endpoint, input, token ? { token } : {}));
    return response.json<{ code: string; data: T }>();
  };
  return { app, call };
}

type Page<T> = { list: T[]; total: number };

describe('auction lists', () => {
  it('list open lots ending soonest first, pending lots separately, with believable prices', async () => {
    const { call } = await world();
    const open = await call<Page<AuctionItem>>(biddingListTourist, { pageIndex: 1, pageSize: 50 });
    const pending = await call<Page<AuctionItem>>(pendingList, { pageIndex: 1, pageSize: 50 });
    expect(open.data.total).toBeGreaterThan(15);
    expect(pending.data.total).toBeGreaterThan(5);
    expect(open.data.list.every((item) => item.status === 'bidding')).toBe(true);
    expect(pending.data.list.every((item) => item.status === 'pending')).toBe(true);
    const ends = open.data.list.map((item) => item.endAt);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    for (const item of open.data.list) {
      expect(item.currentPriceCents).toBeGreaterThanOrEqual(item.startPriceCents);
      expect(item.myBidCents).toBeNull();
    }
  });

  it('filters by brand, evaluation level and keyword, and pages', async () => {
    const { call } = await world();
    const filters = await call<{ brands: Array<{ id: number; name: string }> }>(
      brandAndLevelListTourist,
      {},
    );
    const huawei = filters.data.brands.find((brand) => brand.name === '华为');
    const byBrand = await call<Page<AuctionItem>>(biddingListTourist, {
      pageIndex: 1,
      pageSize: 50,
      brandId: huawei?.id,
    });
    expect(byBrand.data.list.length).toBeGreaterThan(0);
    expect(byBrand.data.list.every((item) => item.brandName === '华为')).toBe(true);
    const byKeyword = await call<Page<AuctionItem>>(biddingListTourist, {
      pageIndex: 1,
      pageSize: 50,
      keyword: 'iPhone',
    });
    expect(byKeyword.data.list.every((item) => item.title.includes('iPhone'))).toBe(true);
    const noMatch = await call<Page<AuctionItem>>(biddingListTourist, {
      pageIndex: 1,
      pageSize: 50,
      keyword: '100%_',
    });
    expect(noMatch.data).toMatchObject({ total: 0, list: [] });
    const page2 = await call<Page<AuctionItem>>(biddingListTourist, { pageIndex: 2, pageSize: 5 });
    const page1 = await call<Page<AuctionItem>>(biddingListTourist, { pageIndex: 1, pageSize: 5 });
    expect(page2.data.list[0]?.id).not.toBe(page1.data.list[0]?.id);
  });

  it('shows a signed-in bidder their own bids only', async () => {
    const { app, call } = await world();
    const bidder = await login(app, 'bidder');
    const seller = await login(app, 'seller');
    const mine = await call<Page<MyBid>>(
      bidMerchandiseList,
      { pageIndex: 1, pageSize: 50 },
      bidder,
    );
    expect(mine.data.total).toBeGreaterThan(0);
    const myItemIds = new Set(mine.data.list.map((bid) => bid.item.id));
    const open = await call<Page<AuctionItem>>(biddingList, { pageIndex: 1, pageSize: 50 }, bidder);
    for (const item of open.data.list) {
      expect(item.myBidCents !== null).toBe(myItemIds.has(item.id));
    }
    const asSeller = await call<Page<AuctionItem>>(
      biddingList,
      { pageIndex: 1, pageSize: 50 },
      seller,
    );
    expect(asSeller.data.list.every((item) => item.myBidCents === null)).toBe(true);
    // The seller has no bidding number: the bidder-only list is refused.
    const refused = await call(bidMerchandiseList, { pageIndex: 1, pageSize: 50 }, seller);
    expect(refused.code).toBe(BUSINESS_ERRORS.forbidden.code);
  });

  it('asks visitors to log in for the signed-in list and answers sessions to anyone', async () => {
    const { call } = await world();
    expect((await call(biddingList, { pageIndex: 1, pageSize: 10 })).code).toBe(
      BUSINESS_ERRORS.tokenExpired.code,
    );
    const sessions = await call<{ sessions: Array<{ itemCount: number; status: string }> }>(
      biddingList4App,
      {},
    );
    expect(sessions.data.sessions.map((s) => s.status)).toEqual([
      'ended',
      'bidding',
      'bidding',
      'pending',
    ]);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const { app } = await world();
    const response = await app.inject(
      injectCall(biddingListTourist, { pageIndex: 0, pageSize: 10 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('pageIndex');
  });
});
