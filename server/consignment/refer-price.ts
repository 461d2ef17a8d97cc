import { PRODUCTS, type Product } from '../db/seed/catalogue-data';
import {
  DETECTION_QUESTIONS,
  LEVEL_FACTOR_BP,
  levelOfDeduction,
  MAX_DEDUCTION_BP,
  type EvaluationLevel,
} from './detection-form';

/**
 * The reference price: a pure formula of the model, its options and the
 * seller's answers (issue 16: "the same every time"). The storage adds its
 * price over the smallest size, each answer takes its share off (at most 70 %
 * together), and the result is rounded down to whole ten yuan. The colour is
 * part of the SKU but does not move the price.
 */

export interface Answer {
  questionId: number;
  optionId: number;
}

export interface PriceQuery {
  productId: number;
  storageIndex: number;
  colourIndex: number;
  answers: readonly Answer[];
}

export type PriceResult =
  | { ok: true; priceCents: number; level: EvaluationLevel; deductionBp: number }
  | { ok: false; error: string };

const TEN_YUAN = 1000;

export const findProduct = (id: number): Product | undefined => PRODUCTS.find((p) => p.id === id);

/** The options price of a product before any answer: grade S at that storage. */
export function fullPriceCents(product: Product, storageIndex: number): number | null {
  const storage = product.storages[storageIndex];
  return storage ? product.basePriceCents + storage[1] : null;
}

/** Sum of the answers' deductions; every question answered once with one of its options. */
export function deductionOf(answers: readonly Answer[]): number | string {
  let total = 0;
  for (const question of DETECTION_QUESTIONS) {
    const given = answers.filter((a) => a.questionId === question.id);
    if (given.length !== 1) return `请回答“${question.title}”`;
    const option = question.options.find((o) => o.id === given[0]?.optionId);
    if (!option) return `“${question.title}”的选项无效`;
    total += option.deductionBp;
  }
  if (answers.length !== DETECTION_QUESTIONS.length) return '包含未知的检测项';
  return total;
}

export function referPrice(query: PriceQuery): PriceResult {
  const product = findProduct(query.productId);
  if (!product) return { ok: false, error: '机型不存在' };
  const full = fullPriceCents(product, query.storageIndex);
  if (full === null) return { ok: false, error: '存储容量选项无效' };
  if (!product.colours[query.colourIndex]) return { ok: false, error: '颜色选项无效' };
  const deduction = deductionOf(query.answers);
  if (typeof deduction === 'string') return { ok: false, error: deduction };
  const kept = 10000 - Math.min(deduction, MAX_DEDUCTION_BP);
  // Integer arithmetic: cents × basis points stays exact, then down to ten yuan.
  const priceCents = Math.floor((full * kept) / 10000 / TEN_YUAN) * TEN_YUAN;
  return { ok: true, priceCents, level: levelOfDeduction(deduction), deductionBp: deduction };
}

/** The price of a unit the platform graded (inspection sets the level). */
export function gradePriceCents(product: Product, storageIndex: number, level: EvaluationLevel) {
  const full = fullPriceCents(product, storageIndex) ?? product.basePriceCents;
  return Math.floor((full * LEVEL_FACTOR_BP[level]) / 10000 / TEN_YUAN) * TEN_YUAN;
}

/** The reserve price a seller may set once (issue 18 `once/price/range`): 60 %–130 % of the graded price. */
export function priceRangeCents(gradePrice: number): { minCents: number; maxCents: number } {
  return {
    minCents: Math.floor((gradePrice * 6) / 10 / TEN_YUAN) * TEN_YUAN,
    maxCents: Math.ceil((gradePrice * 13) / 10 / TEN_YUAN) * TEN_YUAN,
  };
}
