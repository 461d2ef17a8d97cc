import { WALLET_CONTRACT_VERSION } from '../../../src/shared/contracts/wallet';
import { DEMO_BANK_CARDS } from '../../../server/db/seed/bank-cards-data';
import { DEMO_USERS } from '../../../server/db/seed/users-data';
import type { Sample } from './contract-samples';

// Funds II (the bank wallet) rows of the contract walk, kept apart from
// contract-samples.ts so that the areas merge cleanly. Each SMS is sent to a
// different phone: one code per phone a minute.

const cardOf = (userId: number, useType: 1 | 2) =>
  DEMO_BANK_CARDS.findIndex((c) => c.userId === userId && c.useType === useType) + 1;
const P = '/api/dh/auction/user/pingan';
const page = { pageIndex: 1, pageSize: 3 };

export const WALLET_SAMPLES: Readonly<Record<string, Sample>> = {
  [`POST ${P}/wallet`]: { as: 'bidder', input: {} },
  [`POST ${P}/dynamic/code`]: {
    as: 'seller2',
    input: { phone: DEMO_USERS.seller2.phone, scene: 'BIND' },
  },
  'POST /api/dh/auction/user/sign/contract': {
    as: 'bidder',
    input: { version: WALLET_CONTRACT_VERSION },
  },
  [`POST ${P}/open`]: { as: 'bidder', input: {} },
  'POST /api/dh/auction/user/seller/account/open': { as: 'seller', input: {} },
  'GET /api/dh/auction/user/wallet/function/query': { as: 'bidder', input: {} },
  [`POST ${P}/brand/page`]: { as: 'bidder', input: page },
  'POST /api/dh/order/operation/info': { as: 'bidder', input: { orderId: 1 } },
  // The second bidder's transfer-out card: no other sample uses it.
  [`POST ${P}/bank/unbind`]: {
    as: 'bidder2',
    input: { cardId: cardOf(DEMO_USERS.bidder2.id, 2) },
  },
  [`GET ${P}/recharge/rule`]: { as: 'bidder', input: {} },
  [`POST ${P}/recharge/agree`]: {
    as: 'bidder',
    input: { cardId: cardOf(DEMO_USERS.bidder.id, 1) },
  },
  [`POST ${P}/recharge/sms`]: { as: 'bidder', input: { cardId: cardOf(DEMO_USERS.bidder.id, 1) } },
  [`GET ${P}/withdraw/cash/rule`]: { as: 'bidder', input: {} },
  [`GET ${P}/withdraw/cash/calculate`]: { as: 'bidder', input: { amountCents: 1_000 } },
  [`POST ${P}/withdraw/cash`]: { as: 'bidder', input: { amountCents: 1_000 } },
  [`POST ${P}/transfer`]: {
    as: 'bidder',
    input: { direction: 'WALLET_TO_MARGIN', amountCents: 100 },
  },
  [`POST ${P}/mutual/fund/toSeller`]: {
    as: 'bidder',
    input: { sellerId: DEMO_USERS.seller.sellerId, amountCents: 100 },
  },
  'POST /api/dh/auction/user/pa/amount/detail/list': {
    as: 'bidder',
    input: { ...page, type: 'RECHARGE' },
  },
  'POST /api/dh/auction/user/pa/amount/refund/list': { as: 'bidder', input: page },
  'POST /api/dh/auction/user/pa/amount/margin/original/list': { as: 'bidder', input: page },
  'POST /api/dh/auction/user/pa/amount/margin/out/list': { as: 'bidder', input: page },
};

const AFTER_PAYMENT = 'needs a payment started before (wallet-money.test.ts, wallet-authz.test.ts)';

export const WALLET_NO_SIMPLE_CALL: Readonly<Record<string, string>> = {
  [`POST ${P}/register`]: 'needs the bank’s SMS code sent before (wallet-opening.test.ts)',
  [`POST ${P}/bank/bind`]: 'needs the bank’s SMS code sent before (wallet-opening.test.ts)',
  [`POST ${P}/recharge/pay`]: 'needs the bank’s SMS code sent before (wallet-money.test.ts)',
  [`POST ${P}/recharge/result`]: AFTER_PAYMENT,
  [`POST ${P}/recharge/cancel`]: AFTER_PAYMENT,
  [`POST ${P}/withdraw/cash/query`]: AFTER_PAYMENT,
  [`POST ${P}/mutual/fund/toSeller/result`]: AFTER_PAYMENT,
  'POST /api/dh/auction/user/pa/amount/info':
    'needs a record id read from detail/list (wallet-records.test.ts)',
  'GET /api/dh/auction/user/pa/amount/export':
    'answers a CSV file, not an envelope (wallet-records.test.ts parses it)',
};
