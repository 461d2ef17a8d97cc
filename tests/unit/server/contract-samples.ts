import { DEMO_BANK_CARDS } from '../../../server/db/seed/bank-cards-data';
import { DEMO_USERS } from '../../../server/db/seed/users-data';
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

export const SAMPLES: Readonly<Record<string, Sample>> = {
  'POST /api/dh/auction/user/app/loginByPassword': {
    as: null,
    input: { phone: DEMO_USERS.bidder.phone, password: DEMO_USERS.bidder.password },
  },
  'POST /api/dh/auction/user/check/token': { as: 'seller', input: {} },
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
  ...WALLET_SAMPLES,
};

/**
 * Endpoints whose answer cannot be had with one simple call (a code sent by SMS
 * first, a payment step before), each with the reason. Their auth is still walked.
 */
export const NO_SIMPLE_CALL: Readonly<Record<string, string>> = {
  'POST /api/dh/auction/user/registerByCode':
    'needs the SMS code sent before (registration.test.ts registers end to end)',
  ...WALLET_NO_SIMPLE_CALL,
};

/**
 * Contracts whose server area has not landed yet, `METHOD path`. The walk test
 * fails when one of them gets a route, so the area that adds it removes its
 * line here (and adds a sample above).
 */
export const PENDING_ROUTES: ReadonlySet<string> = new Set<string>([]);
