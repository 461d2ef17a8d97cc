import { ORDER_STATES } from '../../../server/consignment/state-machine';
import { DIRECT_GOODS_PER_SELLER } from '../../../server/db/seed/direct-goods';
import { RETURN_LOGISTICS_FEE_CENTS } from '../../../server/direct/returns';
import { describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import {
  addressList,
  expressInfo,
  unpaidLogisticsFee,
} from '../../../src/shared/contracts/logistics';
import { login, makeServer } from './server-fixture';
import { injectCall } from './wire-client';

describe('logistics', () => {
  it('tracks the user’s own shipment, newest trace first, and never another user’s', async () => {
    const app = await makeServer();
    const seller = await login(app, 'seller');
    const bidder = await login(app, 'bidder');
    const track = async (token: string, expressNo: string) =>
      (await app.inject(injectCall(expressInfo, { expressNo }, { token }))).json();
    const own = await track(seller, 'SF1420987654321');
    expect(own.data).toMatchObject({ company: '顺丰速运', status: 'delivering' });
    const times = own.data.traces.map((t: { time: number }) => t.time);
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
    expect((await track(bidder, 'SF1420987654321')).code).toBe(BUSINESS_ERRORS.notFound.code);
    expect((await track(seller, 'JD0012345678901')).code).toBe(BUSINESS_ERRORS.notFound.code);
  });

  it('sums only the user’s unpaid fees and lists the warehouses', async () => {
    const app = await makeServer();
    const seller = await login(app, 'seller');
    const bidder = await login(app, 'bidder');
    const fees = async (token: string) =>
      (await app.inject(injectCall(unpaidLogisticsFee, {}, { token }))).json().data;
    // The seeded parcel, and one return parcel per seeded direct-sale order awaiting its fees.
    const returning = DIRECT_GOODS_PER_SELLER[1]! / ORDER_STATES.length;
    const sellerFees = await fees(seller);
    expect(sellerFees.totalCents).toBe(2000 + returning * RETURN_LOGISTICS_FEE_CENTS);
    expect(sellerFees.items).toHaveLength(1 + returning);
    expect(sellerFees.items).toContainEqual(
      expect.objectContaining({ expressNo: 'YT9876543210123', orderId: null }),
    );
    expect(await fees(bidder)).toEqual({ totalCents: 0, items: [] });
    const addresses = (
      await app.inject(injectCall(addressList, { type: 2 }, { token: seller }))
    ).json();
    expect(addresses.data.list).toHaveLength(2);
    const bad = await app.inject(injectCall(expressInfo, { expressNo: '../x' }, { token: seller }));
    expect(bad.statusCode).toBe(400);
  });
});
