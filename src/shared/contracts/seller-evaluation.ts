import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { cents, epochMs, queryInt } from '../contract-fields';
import { evaluationLevel } from './seller-fields';

// spec 000 §7 "Seller calls": picking the phone and evaluating it (issue 16).
// Option ids are the index of the option within its product (from 0).

const id = (what: string) => z.int(`${what}无效`).check(z.positive(`${what}无效`));
const index = (what: string) => z.int(`请选择${what}`).check(z.nonnegative(`请选择${what}`));

export { evaluationLevel };
const named = z.object({ id: z.int(), name: z.string() });
const option = z.object({ index: z.int(), label: z.string() });

export const productSummary = z.object({
  id: z.int(),
  name: z.string(),
  brandName: z.string(),
  seriesName: z.string(),
  categoryName: z.string(),
  /** Grade S with the largest storage: the "up to" price of the lists. */
  maxPriceCents: cents(),
});

export const evaluationCategoryList = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/evaluation/category/list',
  summary: 'The categories a seller can consign (手机, 平板, 笔记本).',
  input: noInput,
  data: z.object({ list: z.array(named) }),
});

export const evaluationBrandList = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/evaluation/brand/list',
  summary: 'The brands of one category.',
  input: z.object({ categoryId: queryInt() }),
  data: z.object({ list: z.array(named) }),
});

export const evaluationSeriesProductList = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/evaluation/series/product/list',
  summary: 'The series of a brand in a category, each with its models.',
  input: z.object({ categoryId: queryInt(), brandId: queryInt() }),
  data: z.object({
    list: z.array(z.object({ id: z.int(), name: z.string(), products: z.array(productSummary) })),
  }),
});

export const evaluationProductList = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/evaluation/product/list',
  summary: 'The models of one series.',
  input: z.object({ seriesId: queryInt() }),
  data: z.object({ list: z.array(productSummary) }),
});

export const evaluationSearchProduct = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/evaluation/app/search/product',
  summary: 'Models whose name, brand or series contains every word of the keyword.',
  input: z.object({
    keyword: z.string().check(z.trim(), z.minLength(1, '请输入机型名称'), z.maxLength(40)),
  }),
  data: z.object({ list: z.array(productSummary) }),
});

const productParam = z.object({
  productId: z.int(),
  name: z.string(),
  storages: z.array(option),
  colours: z.array(option),
  levels: z.array(z.object({ level: evaluationLevel, description: z.string() })),
});

export const evaluationProductParam = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: '/api/dh/seller/evaluation/product/param',
  summary: 'A model’s storage and colour options and the evaluation levels.',
  input: z.object({ productId: id('机型') }),
  data: productParam,
});

export const evaluationProductParamGet = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/evaluation/product/param',
  summary: 'The same as the POST, for a link opened with the model in its address.',
  input: z.object({ productId: queryInt() }),
  data: productParam,
});

export const detectionFormInit = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: '/api/dh/seller/detection/form/init',
  summary: 'The detection questions a seller answers about the unit, one option each.',
  input: z.object({ productId: id('机型') }),
  data: z.object({
    productId: z.int(),
    questions: z.array(z.object({ id: z.int(), title: z.string(), options: z.array(named) })),
  }),
});

export const evaluationRandom = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/evaluation/random',
  summary: 'Recent evaluations by all sellers (masked), for the evaluation page’s ticker.',
  input: noInput,
  data: z.object({
    list: z.array(
      z.object({
        productName: z.string(),
        level: evaluationLevel,
        priceCents: cents(),
        sellerMasked: z.string(),
        evaluatedAt: epochMs(),
      }),
    ),
  }),
});

const skuInput = {
  productId: id('机型'),
  storageIndex: index('存储容量'),
  colourIndex: index('颜色'),
};

export const evaluationSkuPickup = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: '/api/dh/seller/evaluation/get/sku/pickup',
  summary: 'The SKU of a model with the chosen storage and colour.',
  input: z.object(skuInput),
  data: z.object({ skuId: z.int(), skuName: z.string() }),
});

export const checkExplainConfig = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: '/api/dh/seller/merchandise/app/check/explain/new/config',
  summary: 'What the platform’s inspection checks, one explanation per detection question.',
  input: noInput,
  data: z.object({ items: z.array(z.object({ title: z.string(), explanation: z.string() })) }),
});

export const youpinEvaluation = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/merchandise/youpin/evaluation',
  summary: 'The graded prices of a model (smallest storage), level by level.',
  input: z.object({ productId: queryInt() }),
  data: z.object({
    productId: z.int(),
    levels: z.array(
      z.object({ level: evaluationLevel, description: z.string(), priceCents: cents() }),
    ),
  }),
});

export const detectionAnswer = z.object({ questionId: z.int(), optionId: z.int() });

const priceInput = z.object({
  ...skuInput,
  answers: z.array(detectionAnswer).check(z.minLength(1, '请完成检测项')),
});

export const evaluationReferPrice = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: '/api/dh/seller/evaluation/app/refer/price',
  summary: 'The reference price and level for a model, its options and the answers.',
  input: priceInput,
  data: z.object({ priceCents: cents(), level: evaluationLevel }),
});

const submitted = { evaluationId: z.int(), priceCents: cents(), level: evaluationLevel };

export const evaluationSubmit = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/evaluation/submit',
  summary: 'Records the evaluation (the first step of a consignment).',
  input: priceInput,
  data: z.object(submitted),
});

export const evaluationSubmitV2 = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/evaluation/submit/v2',
  summary: 'As submit, answering the model and SKU names too.',
  input: priceInput,
  data: z.object({ ...submitted, productName: z.string(), skuName: z.string() }),
});
