import { describe, expect, it } from 'vitest';
import { levelOfDeduction } from '../../../../server/consignment/detection-form';
import {
  findProduct,
  gradePriceCents,
  priceRangeCents,
  referPrice,
} from '../../../../server/consignment/refer-price';

// Option n (1-based) of each of the six questions.
const answers = (...options: number[]) =>
  options.map((option, i) => ({ questionId: i + 1, optionId: (i + 1) * 10 + option }));
const fine = answers(1, 1, 1, 1, 1, 1);
const q = (productId: number, storageIndex: number, colourIndex: number, given = fine) => ({
  productId,
  storageIndex,
  colourIndex,
  answers: given,
});

describe('reference price', () => {
  it.each([
    // iPhone 15: ¥3,980 at 128GB; 256GB adds ¥600
    ['all fine, 128GB', q(3, 0, 0), 398000, 'S'],
    ['all fine, 256GB', q(3, 1, 0), 458000, 'S'],
    ['colour moves nothing', q(3, 1, 2), 458000, 'S'],
    // light scratches 3 % → ¥3,860.6 → down to ¥3,860
    ['light scratches', q(3, 0, 0, answers(2, 1, 1, 1, 1, 1)), 386000, 'A+'],
    // 3 % + 3 % + 4 % = 10 % → A, ¥3,582 → ¥3,580
    ['three small faults', q(3, 0, 0, answers(2, 2, 1, 2, 1, 1)), 358000, 'A'],
    // 25 + 9 + 30 + 10 + 35 + 20 = 129 %, capped at 70 % off
    ['everything wrong keeps 30 %', q(3, 0, 0, answers(4, 3, 3, 3, 3, 3)), 119000, 'C'],
    // Mate 60 Pro ¥4,680, 16GB+512GB adds ¥500, battery 80–89 % takes 4 %
    ['Mate 60 Pro', q(7, 1, 0, answers(1, 1, 1, 2, 1, 1)), 497000, 'A+'],
  ])('%s', (_case, query, priceCents, level) => {
    const result = referPrice(query);
    expect(result).toMatchObject({ ok: true, priceCents, level });
    expect(referPrice(query)).toEqual(result);
  });

  it.each([
    ['unknown model', q(999, 0, 0), '机型不存在'],
    ['unknown storage', q(1, 5, 0), '存储容量选项无效'],
    ['unknown colour', q(1, 0, 9), '颜色选项无效'],
    ['a question missing', q(1, 0, 0, fine.slice(1)), '请回答“屏幕外观”'],
    [
      'an option of another question',
      q(1, 0, 0, [{ questionId: 1, optionId: 21 }, ...fine.slice(1)]),
      '“屏幕外观”的选项无效',
    ],
    ['a question twice', q(1, 0, 0, [...fine, fine[0]!]), '请回答“屏幕外观”'],
    [
      'an unknown question',
      q(1, 0, 0, [...fine, { questionId: 9, optionId: 91 }]),
      '包含未知的检测项',
    ],
  ])('%s is refused', (_case, query, error) => {
    expect(referPrice(query)).toEqual({ ok: false, error });
  });

  it.each([
    [0, 'S'],
    [300, 'A+'],
    [600, 'A+'],
    [601, 'A'],
    [1200, 'A'],
    [2200, 'B+'],
    [3500, 'B'],
    [3501, 'C'],
  ] as const)('a deduction of %i bp is level %s', (bp, level) => {
    expect(levelOfDeduction(bp)).toBe(level);
  });

  it('prices a graded unit and its allowed range', () => {
    const iphone13 = findProduct(6)!;
    expect(gradePriceCents(iphone13, 0, 'A')).toBe(191000); // ¥2,180 × 88 % = ¥1,918.4
    expect(priceRangeCents(191000)).toEqual({ minCents: 114000, maxCents: 249000 });
  });
});
