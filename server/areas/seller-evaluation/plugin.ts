import type { Database } from 'better-sqlite3';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import * as c from '../../../src/shared/contracts/seller-evaluation';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { maskPhone } from '../../store/masking';
import {
  brandsOfCategory,
  productsOfSeries,
  searchProducts,
  seriesWithProducts,
  skuOf,
} from '../../consignment/catalogue';
import { CATEGORIES } from '../../db/seed/catalogue-data';
import {
  DETECTION_QUESTIONS,
  EVALUATION_LEVELS,
  LEVEL_DESCRIPTIONS,
} from '../../consignment/detection-form';
import { insertEvaluation, recentEvaluations } from '../../consignment/evaluations-store';
import {
  findProduct,
  gradePriceCents,
  referPrice,
  type PriceQuery,
} from '../../consignment/refer-price';

/** spec 000 §7 "Seller calls": picking the phone and evaluating it (issue 16). */

const badChoice = (msg: string) => fail({ code: BUSINESS_ERRORS.badInput.code, msg });

function productParam(productId: number) {
  const product = findProduct(productId);
  if (!product) return fail(BUSINESS_ERRORS.notFound);
  return {
    productId,
    name: product.name,
    storages: product.storages.map(([label], index) => ({ index, label })),
    colours: product.colours.map((label, index) => ({ index, label })),
    levels: EVALUATION_LEVELS.map((level) => ({ level, description: LEVEL_DESCRIPTIONS[level] })),
  };
}

// What the inspection looks at for each question (the check explanation page).
const EXPLANATIONS: Readonly<Record<string, string>> = {
  屏幕外观: '强光下多角度检查屏幕划痕、碎裂与压伤',
  边框外壳: '检查边框、背板的磕碰、掉漆与变形',
  屏幕显示: '纯色画面检查亮点、坏点、漏液与色斑',
  电池健康: '读取电池最大容量与循环次数',
  维修情况: '拆机检查屏幕、电池与主板是否维修或更换',
  功能情况: '逐项测试面容/指纹、摄像头、通话、网络与按键',
};

function submit(db: Database, input: PriceQuery, userId: number, now: number) {
  const priced = referPrice(input);
  if (!priced.ok) return badChoice(priced.error);
  // A second submit is a second evaluation; the Idempotency-Key guards double taps.
  const row = { ...input, userId, level: priced.level, priceCents: priced.priceCents, now };
  const evaluationId = insertEvaluation(db, row);
  return { evaluationId, priceCents: priced.priceCents, level: priced.level };
}

export const sellerEvaluationArea = defineArea('seller-evaluation', (route) => {
  route(c.evaluationCategoryList, () => ({
    list: CATEGORIES.map(({ id, name }) => ({ id, name })),
  }));
  route(c.evaluationBrandList, ({ input }) => ({ list: brandsOfCategory(input.categoryId) }));
  route(c.evaluationSeriesProductList, ({ input }) => ({
    list: seriesWithProducts(input.categoryId, input.brandId),
  }));
  route(c.evaluationProductList, ({ input }) => ({ list: productsOfSeries(input.seriesId) }));
  route(c.evaluationSearchProduct, ({ input }) => ({ list: searchProducts(input.keyword) }));
  route(c.evaluationProductParam, ({ input }) => productParam(input.productId));
  route(c.evaluationProductParamGet, ({ input }) => productParam(input.productId));

  route(c.detectionFormInit, ({ input }) => {
    if (!findProduct(input.productId)) return fail(BUSINESS_ERRORS.notFound);
    const questions = DETECTION_QUESTIONS.map(({ id, title, options }) => ({
      id,
      title,
      options: options.map((o) => ({ id: o.id, name: o.label })),
    }));
    return { productId: input.productId, questions };
  });

  route(c.evaluationRandom, ({ ctx }) => ({
    list: recentEvaluations(ctx.db).map((row) => ({
      productName: findProduct(row.productId)?.name ?? '',
      level: row.level,
      priceCents: row.priceCents,
      sellerMasked: maskPhone(row.phone),
      evaluatedAt: row.evaluatedAt,
    })),
  }));

  route(c.evaluationSkuPickup, ({ input }) => {
    const product = findProduct(input.productId);
    if (!product) return fail(BUSINESS_ERRORS.notFound);
    const sku = skuOf(product, input.storageIndex, input.colourIndex);
    return sku ? { skuId: sku.skuId, skuName: sku.skuName } : badChoice('请选择有效的容量和颜色');
  });

  route(c.checkExplainConfig, () => ({
    items: DETECTION_QUESTIONS.map(({ title }) => ({
      title,
      explanation: EXPLANATIONS[title] ?? '',
    })),
  }));

  route(c.youpinEvaluation, ({ input }) => {
    const product = findProduct(input.productId);
    if (!product) return fail(BUSINESS_ERRORS.notFound);
    const levels = EVALUATION_LEVELS.map((level) => ({
      level,
      description: LEVEL_DESCRIPTIONS[level],
      priceCents: gradePriceCents(product, 0, level),
    }));
    return { productId: product.id, levels };
  });

  route(c.evaluationReferPrice, ({ input }) => {
    const priced = referPrice(input);
    return priced.ok
      ? { priceCents: priced.priceCents, level: priced.level }
      : badChoice(priced.error);
  });

  route(c.evaluationSubmit, ({ input, user, ctx }) => submit(ctx.db, input, user.id, ctx.now()));

  route(c.evaluationSubmitV2, ({ input, user, ctx }) => {
    const done = submit(ctx.db, input, user.id, ctx.now());
    if (!('evaluationId' in done)) return done;
    const product = findProduct(input.productId);
    const sku = product && skuOf(product, input.storageIndex, input.colourIndex);
    return { ...done, productName: product?.name ?? '', skuName: sku?.skuName ?? '' };
  });
});
