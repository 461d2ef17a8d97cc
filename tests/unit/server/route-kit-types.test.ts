import { describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { bankDetail, bankList } from '../../../src/shared/contracts/bank-wallet';
import { checkToken } from '../../../src/shared/contracts/user';
import { defineArea } from '../../../server/kit/area';
import { fail } from '../../../server/kit/failure';

// Compile-time guarantees of route(): `npm run typecheck` fails when one of the
// expect-error lines below starts to compile. The area is never registered.
const typeProbe = defineArea('type-probe', (route) => {
  // @ts-expect-error the options are required: a route never opts out of auth by omission
  route(checkToken, ({ user }) => user);

  // @ts-expect-error auth is one of 'user' | 'bidder' | 'none'
  route(checkToken, { auth: 'admin' }, ({ user }) => user);

  // @ts-expect-error the handler answers the contract's data (cardNoMasked etc. missing)
  route(bankDetail, { auth: 'user' }, ({ input }) => ({ id: input.cardId }));

  // An authenticated route sees a user, never null; a failure value is always allowed.
  route(checkToken, { auth: 'user' }, ({ user }) => user);
  route(bankDetail, { auth: 'user' }, () => fail(BUSINESS_ERRORS.notFound));

  // A bidder route's user has a bidding number (a string, not string | null).
  route(bankList, { auth: 'bidder' }, ({ user, input }) => {
    const biddingNo: string = user.biddingNo;
    return { list: [], total: biddingNo.length, pageIndex: input.pageIndex, pageSize: 3 };
  });

  // @ts-expect-error an idempotency key is kept per user: not on an open route
  route(checkToken, { auth: 'none', idempotency: 'optional' }, ({ user }) => user);

  route(checkToken, { auth: 'none' }, ({ user }) => {
    // @ts-expect-error an open route's user may be null
    const id: number = user.id;
    return user ?? fail({ code: String(id), msg: '' });
  });

  // The input is the parsed schema output: pageIndex is a number, useType 1 | 2.
  route(bankList, { auth: 'user' }, ({ input }) => {
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
