import { describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS, SUCCESS_CODE } from '../../../../src/shared/codes';
import type { Endpoint } from '../../../../src/shared/contract';
import { expressInfo } from '../../../../src/shared/contracts/logistics';
import * as ev from '../../../../src/shared/contracts/seller-evaluation';
import * as ord from '../../../../src/shared/contracts/seller-order';
import * as pic from '../../../../src/shared/contracts/seller-picture';
import * as pub from '../../../../src/shared/contracts/seller-publish';
import * as search from '../../../../src/shared/contracts/seller-search';
import { discoverContracts } from '../../../../server/kit/discover-contracts';
import { seedIdsOf } from '../../../../server/db/seed/consignment-data';
import { login, makeServer } from '../server-fixture';
import { ALL_FINE, seededOrderId } from '../seller-samples';
import { call, makeJpeg, uploadJpeg, type Answer } from './seller-client';
import { OTHER_PAGES_ROWS } from '../seller-other-pages-rows';

// Issue 16: seller B (user 3) tries seller A's (user 1) order, goods, draft,
// pictures, addresses and search history on every endpoint of the issue.
const A = {
  createdOrder: seededOrderId('created'),
  shippedOrder: seededOrderId('shipped'),
  inspectedItem: seededOrderId('inspected'),
  evaluation: seedIdsOf(0).firstUnconsignedEvaluationId,
  searchRecord: 1,
  address: 1,
  expressNo: `SF1${String(seededOrderId('shipped')).padStart(11, '0')}`,
};
const B = {
  createdOrder: seededOrderId('created', 1),
  inspectedItem: seededOrderId('inspected', 1),
  evaluation: seedIdsOf(1).firstUnconsignedEvaluationId,
};
const PICTURE = -1; // replaced by seller A's uploaded picture id
const express = { expressCompany: '顺丰速运', expressNo: 'SF9900000000001' };
const form = { priceCents: 150000, durationHours: 48, descriptor: '' };
const address = {
  name: '李娜',
  phone: '13800000003',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '一路 1 号',
  isDefault: true,
};
const priced = { productId: 1, storageIndex: 0, colourIndex: 0, answers: ALL_FINE };

type Check = 'refused' | ((answer: Answer) => void);
const ok: Check = (answer) => expect(answer.code).toBe(SUCCESS_CODE);
const idsNot = (ids: number[]) => (answer: Answer) => {
  expect(answer.code).toBe(SUCCESS_CODE);
  const seen = JSON.stringify(answer.data);
  for (const id of ids) expect(seen).not.toContain(`"id":${id},`);
};
const noNameOfA: Check = (answer) => {
  expect(answer.code).toBe(SUCCESS_CODE);
  expect(JSON.stringify(answer.data)).not.toMatch(/张伟|DA0001/);
};

const ROWS: ReadonlyArray<[string, Endpoint, Record<string, unknown>, Check]> = [
  ['category list (catalogue only)', ev.evaluationCategoryList, {}, ok],
  ['brand list (catalogue only)', ev.evaluationBrandList, { categoryId: 1 }, ok],
  [
    'series list (catalogue only)',
    ev.evaluationSeriesProductList,
    { categoryId: 1, brandId: 1 },
    ok,
  ],
  ['product list (catalogue only)', ev.evaluationProductList, { seriesId: 1 }, ok],
  ['search (catalogue only)', ev.evaluationSearchProduct, { keyword: 'iPhone' }, ok],
  ['param POST (catalogue only)', ev.evaluationProductParam, { productId: 1 }, ok],
  ['param GET (catalogue only)', ev.evaluationProductParamGet, { productId: 1 }, ok],
  ['detection form (catalogue only)', ev.detectionFormInit, { productId: 1 }, ok],
  [
    'random: phones masked',
    ev.evaluationRandom,
    {},
    (a) => expect(JSON.stringify(a.data)).not.toContain('13800000001'),
  ],
  [
    'sku (catalogue only)',
    ev.evaluationSkuPickup,
    { productId: 1, storageIndex: 0, colourIndex: 0 },
    ok,
  ],
  ['explain config (catalogue only)', ev.checkExplainConfig, {}, ok],
  ['youpin (catalogue only)', ev.youpinEvaluation, { productId: 1 }, ok],
  ['refer price (no seller data)', ev.evaluationReferPrice, priced, ok],
  ['submit: B’s own evaluation', ev.evaluationSubmit, priced, ok],
  ['submit v2: B’s own evaluation', ev.evaluationSubmitV2, priced, ok],
  ['history save: B’s own', search.searchHistorySave, { keyword: 'Mate' }, ok],
  ['history list: B’s only', search.searchHistoryList, {}, idsNot([1, 2, 3])],
  ['history clear: B’s only', search.searchHistoryClear, {}, ok],
  ['history delete A’s record', search.searchHistoryDelete, { id: A.searchRecord }, 'refused'],
  ['create with A’s evaluation', ord.orderCreate, { evaluationId: A.evaluation }, 'refused'],
  [
    'create with A’s address',
    ord.orderCreate,
    { evaluationId: B.evaluation, returnAddressId: A.address },
    'refused',
  ],
  [
    'create v2 with A’s evaluation',
    ord.orderCreateV2,
    { evaluationIds: [A.evaluation] },
    'refused',
  ],
  [
    'add an item to A’s order',
    ord.orderItemInsert,
    { orderId: A.createdOrder, evaluationId: B.evaluation + 1 },
    'refused',
  ],
  [
    'add A’s evaluation to B’s order',
    ord.orderItemInsert,
    { orderId: B.createdOrder, evaluationId: A.evaluation },
    'refused',
  ],
  ['on-shelf notice: B’s only', ord.onshelfNotice, {}, noNameOfA],
  ['depository of A’s order', ord.depositoryAddress, { orderId: A.createdOrder }, 'refused'],
  ['change A’s return address', ord.returnAddressSave, { ...address, id: A.address }, 'refused'],
  ['default address: B’s', ord.defaultAddress, {}, noNameOfA],
  ['validate address: B’s', ord.validatePrimaryAddress, {}, ok],
  ['return addresses: B’s only', ord.userReturnAddresses, {}, noNameOfA],
  ['ship A’s order', ord.orderDelivery, { orderId: A.createdOrder, ...express }, 'refused'],
  [
    'change A’s express number',
    ord.orderExpressUpdate,
    { orderId: A.shippedOrder, ...express },
    'refused',
  ],
  ['track A’s parcel', expressInfo, { expressNo: A.expressNo }, 'refused'],
  ['publish options (no seller data)', pub.publishOptions, {}, ok],
  ['publish check of A’s item', pub.publishCheck, { itemId: A.inspectedItem }, 'refused'],
  [
    'publish code of A’s item',
    pub.publishCodeCheck,
    { itemId: A.inspectedItem, code: 'ABC123' },
    'refused',
  ],
  ['price range of A’s item', pub.oncePriceRange, { itemId: A.inspectedItem }, 'refused'],
  ['price config of A’s item', pub.groundingPriceConfig, { itemId: A.inspectedItem }, 'refused'],
  ['level limit of A’s item', pub.evaluationLevelLimit, { itemId: A.inspectedItem }, 'refused'],
  ['picture template of A’s item', pub.pictureTemplate, { itemId: A.inspectedItem }, 'refused'],
  ['audit A’s picture', pub.pictureAudit, { pictureIds: [PICTURE] }, 'refused'],
  [
    'save a draft on A’s item',
    pub.publishDraftSave,
    { itemId: A.inspectedItem, draft: { pictureIds: [], descriptor: '' } },
    'refused',
  ],
  [
    'put A’s picture in B’s draft',
    pub.publishDraftSave,
    { itemId: B.inspectedItem, draft: { pictureIds: [PICTURE], descriptor: '' } },
    'refused',
  ],
  ['read A’s draft', pub.publishDraftGet, { itemId: A.inspectedItem }, 'refused'],
  ['delete A’s draft', pub.publishDraftDelete, { itemId: A.inspectedItem }, 'refused'],
  [
    'publish A’s item',
    pub.appPublish,
    { ...form, itemId: A.inspectedItem, pictureIds: [PICTURE, PICTURE, PICTURE] },
    'refused',
  ],
  [
    'publish B’s item with A’s pictures',
    pub.appPublish,
    { ...form, itemId: B.inspectedItem, pictureIds: [PICTURE, PICTURE, PICTURE] },
    'refused',
  ],
  [
    'save publish of A’s item',
    pub.publishSave,
    { ...form, itemId: A.inspectedItem, pictureIds: [PICTURE, PICTURE, PICTURE] },
    'refused',
  ],
  ['read A’s picture', pic.pictureFile, { pictureId: PICTURE }, 'refused'],
];

const withPicture = (input: Record<string, unknown>, id: number) =>
  JSON.parse(JSON.stringify(input).replaceAll(String(PICTURE), String(id))) as Record<
    string,
    unknown
  >;

describe('seller B cannot read or change seller A’s order, draft, picture or history', () => {
  it.each(ROWS)(
    '%s',
    async (_label, endpoint, input, check) => {
      const app = await makeServer();
      const [sellerA, sellerB] = [await login(app, 'seller'), await login(app, 'seller2')];
      const picture = (await uploadJpeg(app, sellerA, makeJpeg(1200, 1600))).data
        .pictureId as number;
      const snapshotOfA = async () => ({
        orders: (
          await app.inject({ method: 'GET', url: '/__dev/consignment/orders?userId=1' })
        ).json(),
        history: await call(app, search.searchHistoryList, {}, sellerA),
        draft: await call(app, pub.publishDraftGet, { itemId: A.inspectedItem }, sellerA),
        addresses: await call(app, ord.userReturnAddresses, {}, sellerA),
      });
      const before = await snapshotOfA();
      const answer = await call(app, endpoint, withPicture(input, picture), sellerB);
      if (check === 'refused') {
        expect(answer.code).not.toBe(SUCCESS_CODE);
        const expected =
          endpoint === expressInfo ? BUSINESS_ERRORS.notFound : BUSINESS_ERRORS.forbidden;
        expect(answer).toMatchObject({ code: expected.code, data: null });
      } else {
        check(answer);
      }
      expect(await snapshotOfA()).toEqual(before);
    },
    20_000,
  );

  it('has a row for every seller endpoint, and a bidder is forbidden on each', async () => {
    const app = await makeServer();
    const bidder = await login(app, 'bidder');
    const sellerEndpoints = (await discoverContracts())
      // Issue 18's seller-pages has its own table (tests/unit/server/direct/).
      .filter(({ family }) => family.startsWith('seller-') && family !== 'seller-pages')
      .map(({ endpoint }) => endpoint);
    // The "Other" pages' endpoints have their own table (seller-other-pages-authz.test.ts).
    const covered = new Set([...ROWS, ...OTHER_PAGES_ROWS].map(([, endpoint]) => endpoint));
    const missing = sellerEndpoints.filter((e) => e !== pic.pictureUpload && !covered.has(e));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
    for (const endpoint of sellerEndpoints) {
      const answer = await call(app, endpoint, {}, bidder);
      expect([endpoint.path, answer.code]).toEqual([endpoint.path, BUSINESS_ERRORS.forbidden.code]);
    }
  }, 30_000);

  it('an upload is the uploader’s own: B’s picture is not A’s to read', async () => {
    const app = await makeServer();
    const [sellerA, sellerB] = [await login(app, 'seller'), await login(app, 'seller2')];
    const mine = (await uploadJpeg(app, sellerB, makeJpeg(800, 600))).data.pictureId as number;
    expect((await call(app, pic.pictureFile, { pictureId: mine }, sellerA)).code).toBe(
      BUSINESS_ERRORS.forbidden.code,
    );
  });
});
