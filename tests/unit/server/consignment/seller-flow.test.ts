import { describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS, SUCCESS_CODE } from '../../../../src/shared/codes';
import { expressInfo } from '../../../../src/shared/contracts/logistics';
import * as ev from '../../../../src/shared/contracts/seller-evaluation';
import * as ord from '../../../../src/shared/contracts/seller-order';
import { pictureFile } from '../../../../src/shared/contracts/seller-picture';
import * as pub from '../../../../src/shared/contracts/seller-publish';
import { login, makeServer } from '../server-fixture';
import { ALL_FINE } from '../seller-samples';
import { call, makeJpeg, uploadJpeg } from './seller-client';

const dev = async (app: Awaited<ReturnType<typeof makeServer>>, path: string, body: object) =>
  app.inject({ method: 'POST', url: `/__dev/consignment/${path}`, payload: body });

describe('a consignment from evaluation to a sold item', () => {
  it('evaluates, orders, ships, is received and graded, publishes with photos and a draft, sells', async () => {
    const app = await makeServer();
    const seller = await login(app, 'seller');
    const priced = { productId: 2, storageIndex: 1, colourIndex: 0, answers: ALL_FINE };
    const submitted = await call(app, ev.evaluationSubmitV2, priced, seller);
    expect(submitted.data).toMatchObject({
      productName: 'iPhone 15 Pro',
      skuName: '256GB 原色钛金属',
      level: 'S',
    });

    const created = await call(
      app,
      ord.orderCreateV2,
      { evaluationIds: [submitted.data.evaluationId] },
      seller,
    );
    expect(created.data).toMatchObject({ state: 'created', stateLabel: '待寄出' });
    const orderId: number = created.data.orderId;
    const itemId: number = created.data.items[0].itemId;

    const ship = { orderId, expressCompany: '顺丰速运', expressNo: 'SF5500000000001' };
    expect((await call(app, ord.orderDelivery, ship, seller)).data.state).toBe('shipped');
    const again = await call(app, ord.orderDelivery, ship, seller);
    expect(again).toMatchObject({
      code: BUSINESS_ERRORS.stateNotAllowed.code,
      msg: '订单当前状态为「运输中」，不能填写物流发货',
    });
    const changed = { ...ship, expressCompany: '京东物流', expressNo: 'JD5500000000002' };
    expect((await call(app, ord.orderExpressUpdate, changed, seller)).data.expressNo).toBe(
      'JD5500000000002',
    );
    const company = { ...changed, expressCompany: '中通快递' };
    expect((await call(app, ord.orderExpressUpdate, company, seller)).data.expressCompany).toBe(
      '中通快递',
    );
    expect((await call(app, ord.orderExpressUpdate, changed, seller)).data.expressCompany).toBe(
      '京东物流',
    );
    expect((await call(app, expressInfo, { expressNo: 'SF5500000000001' }, seller)).code).toBe(
      BUSINESS_ERRORS.notFound.code,
    );

    // The platform's side, through the development controls.
    expect((await dev(app, 'inspect', { orderId, grade: 'A' })).statusCode).toBe(409);
    expect((await dev(app, 'receive', { orderId })).statusCode).toBe(200);
    const track = await call(app, expressInfo, { expressNo: 'JD5500000000002' }, seller);
    expect(track.data).toMatchObject({ company: '京东物流', status: 'signed' });
    expect(track.data.traces[0].description).toMatch(/已签收/);
    expect((await dev(app, 'inspect', { orderId, grade: 'A' })).statusCode).toBe(200);

    expect((await call(app, pub.publishCheck, { itemId }, seller)).data).toEqual({
      canPublish: true,
      reasons: [],
    });
    const range = (await call(app, pub.oncePriceRange, { itemId }, seller)).data;
    const pictureIds: number[] = [];
    for (let i = 0; i < 3; i += 1)
      pictureIds.push((await uploadJpeg(app, seller, makeJpeg(1200, 1600))).data.pictureId);
    const audit = await call(app, pub.pictureAudit, { pictureIds }, seller);
    expect(audit.data.results.every((r: { passed: boolean }) => r.passed)).toBe(true);

    const draft = {
      priceCents: range.minCents,
      durationHours: 48,
      pictureIds,
      descriptor: '备注:无拆修',
    };
    expect((await call(app, pub.publishDraftSave, { itemId, draft }, seller)).code).toBe(
      SUCCESS_CODE,
    );
    expect((await call(app, pub.publishDraftGet, { itemId }, seller)).data.draft).toEqual(draft);

    const low = {
      itemId,
      priceCents: range.minCents - 1000,
      durationHours: 48,
      pictureIds,
      descriptor: '备注:无拆修',
    };
    expect((await call(app, pub.appPublish, low, seller)).code).toBe(
      BUSINESS_ERRORS.priceOutOfRange.code,
    );
    const published = await call(
      app,
      pub.appPublish,
      { ...low, priceCents: range.minCents },
      seller,
    );
    expect(published.data).toMatchObject({ state: 'listed', priceCents: range.minCents });
    expect((await call(app, pub.publishDraftGet, { itemId }, seller)).data).toEqual({
      draft: null,
      savedAt: null,
    });
    const notice = await call(app, ord.onshelfNotice, {}, seller);
    expect(notice.data.items).toContainEqual(
      expect.objectContaining({ itemId, priceCents: range.minCents }),
    );
    expect(
      (await call(app, pub.appPublish, { ...low, priceCents: range.minCents }, seller)).code,
    ).toBe(BUSINESS_ERRORS.stateNotAllowed.code);

    const file = await app.inject({
      method: 'GET',
      url: pictureFile.path,
      query: { pictureId: String(pictureIds[0]) },
      headers: { token: seller },
    });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(makeJpeg(1200, 1600))).toBe(true);

    expect((await dev(app, 'sell', { orderId })).statusCode).toBe(200);
    const sold = await app.inject({ method: 'GET', url: '/__dev/consignment/orders?userId=1' });
    const order = sold.json().orders.find((o: { orderId: number }) => o.orderId === orderId);
    expect(order).toMatchObject({
      state: 'sold',
      items: [{ soldPriceCents: range.minCents, grade: 'A' }],
    });
  }, 30_000);

  it('refuses a photo that is not a JPEG, too large or not shrunk', async () => {
    const app = await makeServer();
    const seller = await login(app, 'seller');
    expect((await uploadJpeg(app, seller, Buffer.from('GIF89a not a jpeg'))).code).toBe('400');
    expect((await uploadJpeg(app, seller, makeJpeg(3000, 2000))).code).toBe(
      BUSINESS_ERRORS.pictureTooLarge.code,
    );
    expect((await uploadJpeg(app, seller, makeJpeg(1000, 800, 2_200_000))).code).toBe(
      BUSINESS_ERRORS.pictureTooLarge.code,
    );
    const small = await uploadJpeg(app, seller, makeJpeg(320, 240, 100));
    const audit = await call(app, pub.pictureAudit, { pictureIds: [small.data.pictureId] }, seller);
    expect(audit.data.results[0]).toMatchObject({
      passed: false,
      reason: '分辨率过低，请重新拍摄',
    });
  }, 20_000); // a 2 MB body through inject is slow on a busy machine

  it('prices the same answers the same way and moves with what the seller picks', async () => {
    const app = await makeServer();
    const seller = await login(app, 'seller');
    const base = { productId: 7, storageIndex: 0, colourIndex: 0, answers: ALL_FINE };
    const first = await call(app, ev.evaluationReferPrice, base, seller);
    expect(await call(app, ev.evaluationReferPrice, base, seller)).toEqual(first);
    const bigger = await call(app, ev.evaluationReferPrice, { ...base, storageIndex: 2 }, seller);
    expect(bigger.data.priceCents).toBeGreaterThan(first.data.priceCents);
    const bad = await call(app, ev.evaluationReferPrice, { ...base, storageIndex: 7 }, seller);
    expect(bad).toMatchObject({ code: '400', msg: '存储容量选项无效' });
  });
});
