import { DEMO_BANK_CARDS } from '../../../server/db/seed/bank-cards-data';
import { DEMO_MARGIN_PASSWORD } from '../../../server/db/seed/funds';
import { DEMO_USERS } from '../../../server/db/seed/users-data';
import { MARGIN_CONTRACT_VERSION } from '../../../src/shared/contracts/margin';
import { DIRECT_NO_SIMPLE_CALL, DIRECT_SAMPLES } from './direct-samples';
import { SELLER_NO_SIMPLE_CALL, SELLER_SAMPLES } from './seller-samples';
import { OTHER_PAGES_NO_SIMPLE_CALL, OTHER_PAGES_SAMPLES } from './seller-other-pages-samples';
import { WALLET_NO_SIMPLE_CALL, WALLET_SAMPLES } from './contract-samples-wallet';

/**
 * One simple call per endpoint in the seeded world, for the contract walk test
 * (contract-walk.test.ts): who calls (a demo user, or nobody) and the input as
 * the app passes it to call() (plain values; the test encrypts and signs).
 * Keyed by `METHOD path`. A new endpoint adds its row here.
 */
export interface Sample {
  as: keyof typeof DEMO_USERS | null;
  input: Record<string, unknown>;
}

// Card ids follow the seed's insert order (ids from 1); the seller's cards come first.
const sellerFirstCardId = DEMO_BANK_CARDS.findIndex((c) => c.userId === DEMO_USERS.seller.id) + 1;
const bidderCardId = (useType: 1 | 2) =>
  DEMO_BANK_CARDS.findIndex((c) => c.userId === DEMO_USERS.bidder.id && c.useType === useType) + 1;
// The bidder's won lots are the seed's orders 1–3; order 1 is paid already.
const BIDDER_UNPAID_ORDER_ID = 2;
const password = DEMO_MARGIN_PASSWORD;
const PAGE = { pageIndex: 1, pageSize: 10 };
const bidder = (input: Record<string, unknown>): Sample => ({ as: 'bidder', input });

// Funds I (margin, top-up, withdrawal, order payment).
const FUNDS_SAMPLES: Record<string, Sample> = {
  'POST /api/dh/auction/bid/get/margin': bidder({}),
  'POST /api/dh/auction/bid/get/marginFlow': bidder(PAGE),
  'POST /api/dh/auction/bid/search/margin': bidder({ ...PAGE, direction: 'IN' }),
  'GET /api/dh/auction/user/app/check/margin/contract': bidder({}),
  'GET /api/dh/auction/user/app/sign/margin/contract': bidder({ version: MARGIN_CONTRACT_VERSION }),
  'POST /api/dh/auction/user/app/add/margin': bidder({
    amountCents: 10_000,
    cardId: bidderCardId(1),
  }),
  'POST /api/dh/auction/user/app/add/marginV2': bidder({ amountCents: 10_000 }),
  'POST /api/dh/auction/user/app/add/margin/before/valid': bidder({ amountCents: 10_000 }),
  'GET /api/dh/auction/user/app/payment/method/query': bidder({ scene: 'ORDER_PAY' }),
  'GET /api/dh/auction/user/app/payment/channel/info/query': bidder({}),
  'POST /api/dh/auction/user/payment/start/check/message': bidder({
    scene: 'MARGIN_TOPUP',
    amountCents: 10_000,
  }),
  'GET /api/dh/auction/user/app/draw/margin/calculate': bidder({ amountCents: 10_000 }),
  'GET /api/dh/auction/user/app/draw/margin/calculate/v2': bidder({ amountCents: 10_000 }),
  'POST /api/dh/auction/user/app/draw/margin': bidder({
    amountCents: 10_000,
    cardId: bidderCardId(2),
    password,
  }),
  'POST /api/dh/auction/user/app/draw/margin/v2': bidder({ amountCents: 10_000, password }),
  'POST /api/dh/auction/user/app/offLine/draw/margin': bidder({
    amountCents: 10_000,
    password,
    accountName: '王晓敏',
    bankName: '招商银行',
    accountNo: '6214830000001234',
  }),
  'POST /api/dh/auction/order/won/list': bidder(PAGE),
  'POST /api/dh/auction/order/pay': bidder({
    orderId: BIDDER_UNPAID_ORDER_ID,
    method: 'MARGIN',
    password,
  }),
};

export const SAMPLES: Readonly<Record<string, Sample>> = {
  'POST /api/dh/auction/user/app/loginByPassword': {
    as: null,
    input: { phone: DEMO_USERS.bidder.phone, password: DEMO_USERS.bidder.password },
  },
  'POST /api/dh/auction/user/check/token': { as: 'seller', input: {} },
  'POST /api/dh/auction/user/logout': { as: 'bidder', input: {} },
  'POST /api/dh/auction/user/pingan/bank/list': {
    as: 'seller',
    input: { pageIndex: 1, pageSize: 3, useType: 1 },
  },
  'POST /api/dh/auction/user/pingan/bank/detail': {
    as: 'seller',
    input: { cardId: sellerFirstCardId },
  },
  'POST /api/dh/auction/user/pingan/bank/setDefault': {
    as: 'seller',
    input: { cardId: sellerFirstCardId + 1 },
  },
  'GET /api/dh/auction/platRule/currentConfig': { as: null, input: {} },
  'GET /api/dh/auction/illustrateRule/info': { as: null, input: { id: 8 } },
  'GET /api/dh/auction/bid/app/home/illustrateRule/info': { as: null, input: {} },
  'GET /api/dh/auction/article/info': { as: null, input: { id: 1, version: 2 } },
  'GET /api/dh/auction/bid/app/home/appversion/down': { as: null, input: {} },
  'POST /api/dh/auction/bidding/list': { as: 'bidder', input: { pageIndex: 1, pageSize: 10 } },
  'POST /api/dh/auction/bidding/list/tourist': {
    as: null,
    input: { pageIndex: 1, pageSize: 10, brandId: 1 },
  },
  'POST /api/dh/auction/bidding/list/type/pending': {
    as: null,
    input: { pageIndex: 1, pageSize: 10 },
  },
  'POST /api/dh/auction/biddingList4App': { as: null, input: {} },
  'POST /api/dh/auction/bid/bidMerchandise/list': {
    as: 'bidder',
    input: { pageIndex: 1, pageSize: 10 },
  },
  'GET /api/dh/auction/bid/brandAndEvalutionLevel/list': { as: 'bidder', input: {} },
  'GET /api/dh/auction/bid/brandAndEvalutionLevel/list/tourist': { as: null, input: {} },
  'POST /api/dh/auction/user/sendmsg': {
    as: null,
    input: { phone: '13700000001', purpose: 'register' },
  },
  'POST /api/dh/auction/user/recommend/sendmsg': {
    as: null,
    input: { phone: '13700000002', inviteCode: 'BD20240002' },
  },
  'POST /api/dh/auction/user/profile': { as: 'bidder', input: {} },
  'GET /api/dh/auction/logistics/express/info': {
    as: 'seller',
    input: { expressNo: 'SF1420987654321' },
  },
  'GET /api/dh/auction/logistics/direct/unpaid/fee': { as: 'seller', input: {} },
  'GET /api/dh/auction/address': { as: 'seller', input: { type: 2 } },
  ...FUNDS_SAMPLES,
  ...SELLER_SAMPLES,
  ...DIRECT_SAMPLES,
  ...OTHER_PAGES_SAMPLES,
  ...WALLET_SAMPLES,
};

const NEEDS_PAY_NO = 'needs the payNo of a payment started before (margin-seams.test.ts)';
const NEEDS_ORDER_PAY_NO =
  'needs the payNo of an order payment started before (margin-flows.test.ts)';

/**
 * Endpoints whose answer cannot be had with one simple call (a code sent by SMS
 * first, a payment step before), each with the reason. Their auth is still walked.
 */
export const NO_SIMPLE_CALL: Readonly<Record<string, string>> = {
  'POST /api/dh/auction/user/registerByCode':
    'needs the SMS code sent before (registration.test.ts registers end to end)',
  'POST /api/dh/auction/user/verify/code': 'needs the SMS code sent before (margin-flows.test.ts)',
  'POST /api/dh/auction/user/margin/password/update':
    'needs the ticket of verify/code (margin-flows.test.ts)',
  'POST /api/dh/auction/user/app/add/margin/pay/result': NEEDS_PAY_NO,
  'POST /api/dh/auction/user/app/pay/cancel': NEEDS_PAY_NO,
  'POST /api/dh/auction/user/app/pay/cancel/result': NEEDS_PAY_NO,
  'POST /api/dh/auction/order/pay/result/query': NEEDS_ORDER_PAY_NO,
  'GET /api/dh/auction/order/pay/result': NEEDS_ORDER_PAY_NO,
  'POST /api/dh/auction/order/cancel/pay': NEEDS_ORDER_PAY_NO,
  'POST /api/dh/auction/order/cancel/pay/result/query': NEEDS_ORDER_PAY_NO,
  ...SELLER_NO_SIMPLE_CALL,
  ...DIRECT_NO_SIMPLE_CALL,
  ...OTHER_PAGES_NO_SIMPLE_CALL,
  ...WALLET_NO_SIMPLE_CALL,
};

/**
 * Contracts whose server area has not landed yet, `METHOD path`. The walk test
 * fails when one of them gets a route, so the area that adds it removes its
 * line here (and adds a sample above).
 */
export const PENDING_ROUTES: ReadonlySet<string> = new Set<string>([]);
