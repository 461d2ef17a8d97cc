import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SUCCESS_CODE } from '../../../../src/shared/codes';
import * as goods from '../../../../src/shared/contracts/direct-goods';
import * as orders from '../../../../src/shared/contracts/direct-order-info';
import { expressInfo } from '../../../../src/shared/contracts/logistics';
import { ORDER_STATES } from '../../../../server/consignment/state-machine';
import { DIRECT_GOODS_PER_SELLER, directSeededId } from '../../../../server/db/seed/direct-goods';
import { DEMO_USERS } from '../../../../server/db/seed/users-data';
import { login, makeServer } from '../server-fixture';
import { call } from '../consignment/seller-client';

// Issue 18: the demo seller's few hundred goods in every state. Round 0 walks the state
// machine; later rounds are bulk copies (server/db/seed/direct-goods-copies.ts), which must
// read exactly like a walked order apart from their own ids, numbers and times.
let app: FastifyInstance;
let token: string;

// The fixture closes each test's server after it: every test makes its own.
beforeEach(async () => {
  app = await makeServer();
  token = await login(app, 'seller');
});

const HOUR_MS = 3_600_000;

/** An answer with the order's own ids, numbers and times taken out. */
function normalized(value: unknown, own: { id: number; strings: string[]; shift: number }) {
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) => {
      if (typeof v === 'string' && own.strings.includes(v)) return '<own>';
      if (typeof v === 'string') return own.strings.reduce((s, o) => s.split(o).join('<own>'), v);
      if (/Id$/.test(key) && v === own.id) return '<id>';
      if (/(At|time|Time)$/.test(key) && typeof v === 'number') return v - own.shift;
      return v;
    }),
  ) as unknown;
}

describe('seeded direct-sale goods', () => {
  it('gives the demo seller a few hundred goods in every state', async () => {
    expect(DIRECT_GOODS_PER_SELLER[DEMO_USERS.seller.id]).toBeGreaterThanOrEqual(300);
    const totals = await call(app, goods.goodsTotal, {}, token);
    expect(totals.data.total).toBeGreaterThanOrEqual(300);
    expect(totals.data.counts.map((c: { state: string }) => c.state)).toEqual(ORDER_STATES);
    for (const row of totals.data.counts) expect(row.count).toBeGreaterThanOrEqual(30);
  });

  it.each(ORDER_STATES)('a copied %s order reads like the walked one', async (state) => {
    const walkedId = directSeededId(state, 0, 0);
    const copyId = directSeededId(state, 0, 7);
    const view = async (orderId: number) => {
      const info = await call(app, orders.orderInfoV2, { orderId }, token);
      const item = await call(app, goods.goodsDetail, { merchandiseId: orderId }, token);
      expect([info.code, item.code]).toEqual([SUCCESS_CODE, SUCCESS_CODE]);
      const parcels = [info.data.expressNo, info.data.returnParcel?.expressNo].filter(Boolean);
      const tracks = [];
      for (const expressNo of parcels) {
        const track = await call(app, expressInfo, { expressNo }, token);
        expect(track.code).toBe(SUCCESS_CODE);
        tracks.push(track.data);
      }
      return { info: info.data, item: item.data, tracks };
    };
    const walked = await view(walkedId);
    const copy = await view(copyId);
    const ownOf = (v: typeof walked, id: number, shift: number) => ({
      id,
      shift,
      strings: [v.info.orderNo, v.info.expressNo, v.info.returnParcel?.expressNo].filter(
        (s): s is string => typeof s === 'string',
      ),
    });
    // Copies are an hour apart per index: round 7 is 70 hours after round 0.
    const shift = 7 * ORDER_STATES.length * HOUR_MS;
    expect(normalized(copy, ownOf(copy, copyId, shift))).toEqual(
      normalized(walked, ownOf(walked, walkedId, 0)),
    );
    expect(copy.info.orderNo).not.toBe(walked.info.orderNo);
  });
});
