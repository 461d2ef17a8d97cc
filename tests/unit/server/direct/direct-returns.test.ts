import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BUSINESS_ERRORS, SUCCESS_CODE } from '../../../../src/shared/codes';
import type { Endpoint } from '../../../../src/shared/contract';
import * as goods from '../../../../src/shared/contracts/direct-goods';
import * as gc from '../../../../src/shared/contracts/direct-goods-changes';
import { unpaidLogisticsFee } from '../../../../src/shared/contracts/logistics';
import { getMargin } from '../../../../src/shared/contracts/margin';
import {
  RETURN_LOGISTICS_FEE_CENTS,
  RETURN_SERVICE_FEE_CENTS,
  returnExpressNo,
} from '../../../../server/direct/returns';
import { login, makeServer } from '../server-fixture';
import { seededOrderId } from '../seller-samples';
import { injectCall } from '../wire-client';
import { call, type Answer } from '../consignment/seller-client';

// Issue 18 §4: goods returned in batch, the return service and logistics fees paid
// once through the ledger whatever the retries.
const inspected = seededOrderId('inspected');
const listed = seededOrderId('listed');
let app: FastifyInstance;
let token: string;

async function callWithKey(endpoint: Endpoint, input: Record<string, unknown>, key: string) {
  const response = await app.inject(injectCall(endpoint, input, { token, 'idempotency-key': key }));
  return { answer: response.json<Answer>(), replayed: response.headers['idempotent-replayed'] };
}
const available = async () => (await call(app, getMargin, {}, token)).data.availableCents as number;

// The fixture closes each test's server after it: every test starts from the seed.
beforeEach(async () => {
  app = await makeServer();
  token = await login(app, 'seller');
});

describe('direct-sale returns and their fees', () => {
  it('a batch return waits for its fees, paid once through the ledger', async () => {
    const asked = await call(
      app,
      gc.goodsReturnBatch,
      { merchandiseIds: [inspected, listed] },
      token,
    );
    expect(asked.code).toBe(SUCCESS_CODE);
    const total = 2 * (RETURN_SERVICE_FEE_CENTS + RETURN_LOGISTICS_FEE_CENTS);
    expect(asked.data.totalCents).toBe(total);

    const unpaid = await call(app, unpaidLogisticsFee, {}, token);
    const parcels = unpaid.data.items.map((item: { expressNo: string }) => item.expressNo);
    expect(parcels).toEqual(
      expect.arrayContaining([returnExpressNo(inspected), returnExpressNo(listed)]),
    );

    const before = await available();
    const pay = { merchandiseIds: [listed, inspected], payFrom: 'margin' };
    const first = await callWithKey(gc.serviceFeePay, pay, 'direct-fee-key-0001');
    expect(first.answer.code).toBe(SUCCESS_CODE);
    expect(first.answer.data.paidCents).toBe(total);
    expect(await available()).toBe(before - total);

    const retry = await callWithKey(gc.serviceFeePay, pay, 'direct-fee-key-0001');
    expect(retry.replayed).toBe('true');
    expect(retry.answer).toEqual(first.answer);
    const again = await callWithKey(gc.serviceFeePay, pay, 'direct-fee-key-0002');
    expect(again.answer.code).toBe(BUSINESS_ERRORS.stateNotAllowed.code);
    expect(again.answer.msg).toContain('已退回');
    expect(await available()).toBe(before - total);

    const after = await call(app, unpaidLogisticsFee, {}, token);
    const left = after.data.items.map((item: { expressNo: string }) => item.expressNo);
    expect(left).not.toContain(returnExpressNo(listed));
    const detail = await call(app, goods.goodsDetail, { merchandiseId: listed }, token);
    expect(detail.data.state).toBe('returned');
    expect(detail.data.returnFee.paidAt).not.toBeNull();
  });

  it('a batch with one item not returnable returns none', async () => {
    const created = seededOrderId('created');
    const received = seededOrderId('received');
    const asked = await call(
      app,
      gc.goodsReturnBatch,
      { merchandiseIds: [received, created] },
      token,
    );
    expect(asked.code).toBe(BUSINESS_ERRORS.stateNotAllowed.code);
    expect(asked.msg).toContain('待寄出');
    const detail = await call(app, goods.goodsDetail, { merchandiseId: received }, token);
    expect(detail.data.state).toBe('received');
  });

  it('a fee for goods not asked back is refused and moves nothing', async () => {
    const received = seededOrderId('received');
    const before = await available();
    const paid = await call(
      app,
      gc.serviceFeePay,
      { merchandiseIds: [received], payFrom: 'margin' },
      token,
    );
    expect(paid.code).toBe(BUSINESS_ERRORS.stateNotAllowed.code);
    expect(paid.msg).toContain('待质检');
    expect(await available()).toBe(before);
  });
});
