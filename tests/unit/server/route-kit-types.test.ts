import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { defineEndpoint } from '../../../src/shared/contract';
import { bankDetail, bankList } from '../../../src/shared/contracts/bank-wallet';
import { checkToken } from '../../../src/shared/contracts/user';
import { bidMerchandiseList } from '../../../src/shared/contracts/auction-lists';
import { loginByPassword } from '../../../src/shared/contracts/user';
import { defineArea } from '../../../server/kit/area';
import { fail } from '../../../server/kit/failure';

const sellerOnly = defineEndpoint({
  method: 'POST',
  path: '/api/test/seller-only',
  auth: 'seller',
  summary: 'probe',
  input: z.object({}),
  data: z.object({ sellerId: z.int() }),
});

// @ts-expect-error auth is required: a contract never opts out of auth by omission
defineEndpoint({ method: 'GET', path: '/x', summary: '', input: z.object({}), data: z.null() });

defineEndpoint({
  method: 'GET',
  path: '/x',
  // @ts-expect-error auth is one of 'none' | 'user' | 'bidder' | 'seller'
  auth: 'admin',
  summary: '',
  input: z.object({}),
  data: z.null(),
});

defineEndpoint({
  method: 'POST',
  path: '/x',
  auth: 'none',
  // @ts-expect-error an idempotency key is kept per user: not on an open endpoint
  idempotency: 'required',
  summary: '',
  input: z.object({}),
  data: z.null(),
});

// Compile-time guarantees of route(): `npm run typecheck` fails when one of the
// expect-error lines below starts to compile. The area is never registered.
const typeProbe = defineArea('type-probe', (route) => {
  // @ts-expect-error the handler answers the contract's data (cardNoMasked etc. missing)
  route(bankDetail, ({ input }) => ({ id: input.cardId }));

  // An authenticated route sees a user, never null; a failure value is always allowed.
  route(checkToken, ({ user }) => user);
  route(bankDetail, () => fail(BUSINESS_ERRORS.notFound));

  // A bidder route's user has a bidding number (a string, not string | null).
  route(bidMerchandiseList, ({ user, input }) => {
    const biddingNo: string = user.biddingNo;
    return { list: [], total: biddingNo.length, pageIndex: input.pageIndex, pageSize: 3 };
  });

  // A seller route's user has a seller id (a number, not number | null).
  route(sellerOnly, ({ user }) => ({ sellerId: user.sellerId }));

  route(loginByPassword, ({ user }) => {
    // @ts-expect-error an open route's user may be null
    const id: number = user.id;
    return fail({ code: String(id), msg: '' });
  });

  // The input is the parsed schema output: pageIndex is a number, useType 1 | 2.
  route(bankList, ({ input }) => {
    // @ts-expect-error useType is 1 | 2, never a string
    const useType: string = input.useType;
    return { list: [], total: useType.length, pageIndex: input.pageIndex, pageSize: 3 };
  });
});

describe('route() types', () => {
  it('the probe area exists (its checks run in npm run typecheck)', () => {
    expect(typeProbe.name).toBe('type-probe');
  });
});
