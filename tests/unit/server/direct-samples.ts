import type { Sample } from './contract-samples';
import { directSeededId } from '../../../server/db/seed/direct-goods';
import { seededOrderId } from './seller-samples';

/**
 * The direct-sale seller rows of contract-samples.ts (issue 18), in the seeded
 * world: seller 1's order of each state of SEED_ORDERS has its one item under
 * the same id (tests/unit/server/seller-samples.ts).
 */
const inspected = seededOrderId('inspected');
const listed = seededOrderId('listed');
const received = seededOrderId('received');
const O = '/api/dh/seller/directagent/order';
const D = '/api/dh/seller/direct/merchandise';
const M = '/api/dh/seller/merchandise';
const seller = (input: Record<string, unknown>): Sample => ({ as: 'seller', input });
const PAGE = { pageIndex: 1, pageSize: 20 };

export const DIRECT_SAMPLES: Readonly<Record<string, Sample>> = {
  [`POST ${O}/list`]: seller({ ...PAGE, state: 'listed' }),
  [`POST ${O}/list/v2`]: seller({ ...PAGE, keyword: 'DA0001' }),
  [`POST ${O}/count`]: seller({}),
  [`PUT ${O}/cancel`]: seller({ orderId: directSeededId('created') }),
  [`GET ${O}/info`]: seller({ orderId: inspected }),
  [`GET ${O}/info/v2`]: seller({ orderId: inspected }),
  [`POST ${O}/search`]: seller({ keyword: 'iPhone' }),
  [`GET ${O}/search/recent`]: seller({}),
  [`POST ${O}/search/recent/delete`]: seller({}),
  [`POST ${D}/list`]: seller({ ...PAGE, state: 'inspected' }),
  [`POST ${D}/detail`]: seller({ merchandiseId: inspected }),
  [`GET ${D}/total`]: seller({}),
  [`GET ${D}/referPriceByMerchandiseId`]: seller({ merchandiseId: inspected }),
  // Within each item's once/price/range (the seeded grades fix them).
  [`POST ${D}/confirm/reservePrice`]: seller({ merchandiseId: inspected, priceCents: 150000 }),
  [`POST ${D}/change/reservePrice`]: seller({ merchandiseId: listed, priceCents: 400000 }),
  [`POST ${M}/price/update/onShelf`]: seller({ merchandiseId: listed, priceCents: 400000 }),
  [`POST ${M}/recheck/info`]: seller({ merchandiseId: inspected }),
  // Another inspected item: this one's reserve price is confirmed by a later sample.
  [`POST ${M}/reDetectReq`]: seller({
    merchandiseId: directSeededId('inspected'),
    reason: '屏幕划痕与报告不符',
  }),
  [`POST ${M}/refer/price/feedback`]: seller({
    merchandiseId: inspected,
    expectedCents: 200000,
    note: '同款成交价更高',
  }),
  [`POST ${M}/list`]: seller({ ...PAGE, keyword: 'iPhone' }),
  [`POST ${D}/merchandise/return`]: seller({ merchandiseId: received }),
  [`POST ${D}/merchandise/return/batch`]: seller({ merchandiseIds: [inspected, listed] }),
  ['POST /api/dh/auction/merchandisedetail/seller/bymerchandise']: seller({
    merchandiseId: listed,
  }),
};

/** Calls whose answer needs a step before them (direct-returns.test.ts makes it). */
export const DIRECT_NO_SIMPLE_CALL: Readonly<Record<string, string>> = {
  [`POST ${D}/service/fee/pay`]: 'needs a return asked first (direct-returns.test.ts)',
};
