import { publishCodeOf } from '../../../server/consignment/platform-actions';
import { SEED_ORDERS, seedIdsOf } from '../../../server/db/seed/consignment-data';
import type { Sample } from './contract-samples';

/**
 * The seller consignment rows of contract-samples.ts (issue 16), in the seeded
 * world: seller 1's order of each state is `firstOrderId + index of the state`
 * in SEED_ORDERS, its one item has the same id.
 */
const { firstOrderId, firstUnconsignedEvaluationId: freeEval } = seedIdsOf(0);
export const seededOrderId = (
  state: (typeof SEED_ORDERS)[number]['state'],
  sellerIndex: 0 | 1 = 0,
) => seedIdsOf(sellerIndex).firstOrderId + SEED_ORDERS.findIndex((o) => o.state === state);
const inspected = seededOrderId('inspected');
const orderNo = (orderId: number, userId = 1) =>
  `DA${String(userId).padStart(4, '0')}${String(orderId).padStart(8, '0')}`;

/** One answer per detection question, the first option each (grade S). */
export const ALL_FINE = [1, 2, 3, 4, 5, 6].map((q) => ({ questionId: q, optionId: q * 10 + 1 }));
const priceInput = { productId: 1, storageIndex: 0, colourIndex: 0, answers: ALL_FINE };
const E = '/api/dh/seller/evaluation';
const H = '/api/dh/seller/history/search/record';
const O = '/api/dh/seller/directagent/order';
const M = '/api/dh/seller/merchandise';

export const SELLER_SAMPLES: Readonly<Record<string, Sample>> = {
  [`GET ${E}/category/list`]: { as: 'seller', input: {} },
  [`GET ${E}/brand/list`]: { as: 'seller', input: { categoryId: 1 } },
  [`GET ${E}/series/product/list`]: { as: 'seller', input: { categoryId: 1, brandId: 1 } },
  [`GET ${E}/product/list`]: { as: 'seller', input: { seriesId: 1 } },
  [`GET ${E}/app/search/product`]: { as: 'seller', input: { keyword: 'iPhone 15' } },
  [`POST ${E}/product/param`]: { as: 'seller', input: { productId: 1 } },
  [`GET ${E}/product/param`]: { as: 'seller', input: { productId: 2 } },
  ['POST /api/dh/seller/detection/form/init']: { as: 'seller', input: { productId: 1 } },
  [`GET ${E}/random`]: { as: 'seller', input: {} },
  [`POST ${E}/get/sku/pickup`]: {
    as: 'seller',
    input: { productId: 1, storageIndex: 1, colourIndex: 1 },
  },
  [`POST ${M}/app/check/explain/new/config`]: { as: 'seller', input: {} },
  [`GET ${M}/youpin/evaluation`]: { as: 'seller', input: { productId: 7 } },
  [`POST ${E}/app/refer/price`]: { as: 'seller', input: priceInput },
  [`POST ${E}/submit`]: { as: 'seller', input: priceInput },
  [`POST ${E}/submit/v2`]: { as: 'seller', input: priceInput },
  [`POST ${H}/save`]: { as: 'seller', input: { keyword: 'Mate 60' } },
  [`POST ${H}/list`]: { as: 'seller', input: {} },
  [`POST ${H}/all/delete`]: { as: 'seller2', input: {} },
  [`GET ${H}/delete`]: { as: 'seller', input: { id: 1 } },
  [`POST ${O}/create`]: { as: 'seller', input: { evaluationId: freeEval } },
  [`POST ${O}/create/v2`]: {
    as: 'seller',
    input: { evaluationIds: [freeEval + 1], returnAddressId: 1 },
  },
  [`POST ${O}/enter/item/insert`]: {
    as: 'seller',
    input: { orderId: firstOrderId, evaluationId: freeEval + 2 },
  },
  [`GET ${O}/onshelf/notice`]: { as: 'seller', input: {} },
  [`POST ${O}/v2/depositoryaddr`]: { as: 'seller', input: { orderId: firstOrderId } },
  [`POST ${O}/returnaddr`]: {
    as: 'seller',
    input: {
      name: '王芳',
      phone: '13912345678',
      province: '江苏省',
      city: '南京市',
      district: '鼓楼区',
      detail: '中山路 1 号',
      isDefault: false,
    },
  },
  [`GET ${O}/addr/default`]: { as: 'seller', input: {} },
  [`GET ${O}/validate/primaryaddress`]: { as: 'seller', input: {} },
  [`GET ${O}/user/returnaddr`]: { as: 'seller', input: {} },
  [`POST ${O}/delivery`]: {
    as: 'seller',
    input: { orderId: firstOrderId, expressCompany: '顺丰速运', expressNo: 'SF7700000000001' },
  },
  [`POST ${O}/express/update`]: {
    as: 'seller',
    input: {
      orderId: seededOrderId('shipped'),
      expressCompany: '京东物流',
      expressNo: 'JD7700000000002',
    },
  },
  [`GET ${M}/app/option`]: { as: 'seller', input: {} },
  [`GET ${M}/publish/check`]: { as: 'seller', input: { itemId: inspected } },
  [`POST ${M}/publish/code/check`]: {
    as: 'seller',
    input: { itemId: inspected, code: publishCodeOf(orderNo(inspected), inspected) },
  },
  [`POST ${M}/once/price/range`]: { as: 'seller', input: { itemId: inspected } },
  [`POST ${M}/grounding/price/config`]: { as: 'seller', input: { itemId: inspected } },
  [`POST ${M}/is/evaluation/level/limit`]: { as: 'seller', input: { itemId: inspected } },
  [`POST ${M}/picture/template/v2`]: { as: 'seller', input: { itemId: inspected } },
  [`POST ${M}/publish/draft/save`]: {
    as: 'seller',
    input: {
      itemId: inspected,
      draft: { priceCents: 150000, pictureIds: [], descriptor: '备注:无拆修' },
    },
  },
  [`GET ${M}/publish/draft`]: { as: 'seller', input: { itemId: inspected } },
  [`POST ${M}/publish/draft/delete`]: { as: 'seller', input: { itemId: inspected } },
};

/** Seller calls whose answer needs uploaded photos first (seller-publish.test.ts makes them). */
export const SELLER_NO_SIMPLE_CALL: Readonly<Record<string, string>> = {
  [`POST ${M}/picture/upload`]: 'a raw JPEG body (seller-publish.test.ts uploads one)',
  [`GET ${M}/picture/file`]: 'answers image/jpeg, not an envelope (seller-publish.test.ts)',
  [`POST ${M}/pricture/audit/sdk`]: 'needs uploaded photos (seller-publish.test.ts)',
  [`POST ${M}/app/publish`]: 'needs three uploaded photos (seller-publish.test.ts)',
  [`POST ${M}/publish/save`]: 'needs three uploaded photos (seller-publish.test.ts)',
};
