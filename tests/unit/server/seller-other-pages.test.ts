import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS, SUCCESS_CODE } from '../../../src/shared/codes';
import * as c from '../../../src/shared/contracts/seller-other-pages';
import { INFO_COLLECTION_ITEMS } from '../../../server/db/seed/seller-other-pages-data';
import { login, makeServer } from './server-fixture';
import { call, makeJpeg, uploadJpeg } from './consignment/seller-client';
import { seededOrderId } from './seller-samples';
import { injectCall } from './wire-client';

async function sellerWorld() {
  const app = await makeServer();
  const token = await login(app, 'seller');
  const photo = (await uploadJpeg(app, token, makeJpeg(1200, 1600))).data.pictureId as number;
  return { app, token, photo };
}

describe('re-inspection requests', () => {
  it('offers only the seller’s inspected and listed items', async () => {
    const { app, token } = await sellerWorld();
    const answer = await call(app, c.retestItems, {}, token);
    const items = answer.data.list as Array<{ itemId: number; stateLabel: string }>;
    const ids = items.map((i) => i.itemId);
    // The consignment seed's inspected and listed orders, and the direct-sale goods of
    // issue 18 in those states; nothing shipped, sold, cancelled or returned.
    expect(ids).toEqual(
      expect.arrayContaining([seededOrderId('inspected'), seededOrderId('listed')]),
    );
    expect(ids).not.toContain(seededOrderId('shipped'));
    expect(ids).not.toContain(seededOrderId('sold'));
    const otherToken = await login(app, 'seller2');
    const theirs = await call(app, c.retestItems, {}, otherToken);
    const theirIds = (theirs.data.list as Array<{ itemId: number }>).map((i) => i.itemId);
    expect(theirIds.filter((id) => ids.includes(id))).toEqual([]);
  });

  it('records a request, lists it first and reads it back', async () => {
    const { app, token, photo } = await sellerWorld();
    const itemId = seededOrderId('inspected');
    const reason = '  质检说屏幕有划痕，寄出时完好  ';
    const made = await call(app, c.retestApply, { itemId, reason, pictureIds: [photo] }, token);
    expect(made).toMatchObject({
      code: SUCCESS_CODE,
      data: { itemId, reason: reason.trim(), pictureIds: [photo], status: 'pending' },
    });
    const list = await call(app, c.retestList, { pageIndex: 1, pageSize: 10 }, token);
    expect(list.data.total).toBe(2); // the seed's decided one and this
    expect(list.data.list[0].id).toBe(made.data.id);
    const info = await call(app, c.retestInfo, { requestId: made.data.id }, token);
    expect(info.data).toEqual(made.data);
  });

  it('refuses a second open request for the item, and items not yet inspected', async () => {
    const { app, token, photo } = await sellerWorld();
    const input = { itemId: seededOrderId('listed'), reason: '成色判定有误', pictureIds: [photo] };
    expect((await call(app, c.retestApply, input, token)).code).toBe(SUCCESS_CODE);
    const again = await call(app, c.retestApply, input, token);
    expect(again.code).toBe(BUSINESS_ERRORS.stateNotAllowed.code);
    for (const state of ['created', 'shipped', 'sold', 'returned'] as const) {
      const early = await call(
        app,
        c.retestApply,
        { ...input, itemId: seededOrderId(state) },
        token,
      );
      expect(early.code).toBe(BUSINESS_ERRORS.stateNotAllowed.code);
      expect(early.msg).toContain('仅质检完成的商品可申请复检');
    }
  });

  it('answers a replayed key once, and checks the reason and photos with the contract', async () => {
    const { app, token, photo } = await sellerWorld();
    const input = {
      itemId: seededOrderId('inspected'),
      reason: '电池健康度有误',
      pictureIds: [photo],
    };
    const headers = { token, 'idempotency-key': randomUUID() };
    const first = await app.inject(injectCall(c.retestApply, input, headers));
    const second = await app.inject(injectCall(c.retestApply, input, headers));
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data.id).toBe(first.json().data.id);
    const short = await call(app, c.retestApply, { ...input, reason: '有误' }, token);
    expect(short).toMatchObject({ code: '400', msg: expect.stringContaining('reason') });
    const none = await call(app, c.retestApply, { ...input, pictureIds: [] }, token);
    expect(none).toMatchObject({ code: '400', msg: expect.stringContaining('pictureIds') });
    // The form shows the same rule's Chinese message (the contract's schema).
    const form = c.retestApply.input.safeParse({ ...input, reason: '有误', pictureIds: [] });
    expect(form.error?.issues.map((issue) => issue.message)).toEqual([
      '复检原因至少 5 个字',
      '请上传问题照片',
    ]);
  });
});

describe('company qualification', () => {
  it('reads the seeded licence and replaces it', async () => {
    const { app, token, photo } = await sellerWorld();
    const seeded = await call(app, c.qualificationInfo, {}, token);
    expect(seeded.data).toMatchObject({ companyName: '杭州优品数码科技有限公司', pictureIds: [] });
    const licence = {
      companyName: '杭州优品二手数码有限公司',
      creditCode: '91330106MA2H3K4L6Q',
      legalPerson: '张伟',
      registeredAddress: '浙江省杭州市西湖区文三路 100 号',
      validUntil: '2035-12-31',
      pictureIds: [photo],
    };
    const saved = await call(app, c.qualificationUpdate, licence, token);
    expect(saved.data).toMatchObject(licence);
    expect((await call(app, c.qualificationInfo, {}, token)).data).toEqual(saved.data);
  });

  it.each([
    ['creditCode', '9133010', '统一社会信用代码为 18 位数字或大写字母'],
    ['validUntil', '2035-13-01', '营业期限格式为 2030-12-31 或“长期”'],
    ['companyName', '   ', '请填写企业名称'],
  ] as const)('refuses a bad %s, the form with its message', async (field, value, message) => {
    const { app, token, photo } = await sellerWorld();
    const current = (await call(app, c.qualificationInfo, {}, token)).data;
    const input = { ...current, updatedAt: undefined, pictureIds: [photo], [field]: value };
    const answer = await call(app, c.qualificationUpdate, input, token);
    expect(answer).toMatchObject({ code: '400', msg: expect.stringContaining(field) });
    const form = c.qualificationFields[field].safeParse(value);
    expect(form.error?.issues[0]?.message).toBe(message);
    expect((await call(app, c.qualificationInfo, {}, token)).data).toEqual(current);
  });
});

describe('privacy list and the inspection tool’s consent', () => {
  it('lists what the app collects, with purpose and scene', async () => {
    const { app, token } = await sellerWorld();
    const answer = await call(app, c.infoCollectionList, {}, token);
    expect(answer.data.list).toHaveLength(INFO_COLLECTION_ITEMS.length);
    expect(answer.data.list[0]).toMatchObject(INFO_COLLECTION_ITEMS[0]!);
  });

  it('remembers the latest answer per kind', async () => {
    const { app, token } = await sellerWorld();
    const read = async (kind: 'privacy' | 'permission') =>
      (await call(app, c.detectionConsent, { kind }, token)).data.state as string;
    expect([await read('privacy'), await read('permission')]).toEqual(['unset', 'unset']);
    await call(app, c.detectionConsentSave, { kind: 'privacy', decision: 'decline' }, token);
    expect([await read('privacy'), await read('permission')]).toEqual(['declined', 'unset']);
    const agreed = await call(
      app,
      c.detectionConsentSave,
      { kind: 'privacy', decision: 'agree' },
      token,
    );
    expect(agreed.data).toMatchObject({ kind: 'privacy', state: 'agreed' });
    expect(agreed.data.decidedAt).toBeGreaterThan(0);
    await call(app, c.detectionConsentSave, { kind: 'permission', decision: 'agree' }, token);
    expect([await read('privacy'), await read('permission')]).toEqual(['agreed', 'agreed']);
  });
});
