import type { EvaluationLevel } from '../../consignment/detection-form';
import type { AddressInput } from '../../consignment/addresses-store';
import type { OrderState } from '../../consignment/state-machine';

/** The seeded consignments of each demo seller: one order per state, in this order. */
export interface SeedOrder {
  state: OrderState;
  productId: number;
  storageIndex: number;
  colourIndex: number;
  /** One option id per detection question (question id × 10 + option). */
  answers: Array<{ questionId: number; optionId: number }>;
  /** The grade inspection gives it (from `inspected` on). */
  grade: EvaluationLevel;
}

const answers = (...options: number[]) =>
  options.map((option, i) => ({ questionId: i + 1, optionId: (i + 1) * 10 + option }));

export const SEED_ORDERS: readonly SeedOrder[] = [
  {
    state: 'created',
    productId: 3,
    storageIndex: 1,
    colourIndex: 0,
    answers: answers(1, 1, 1, 1, 1, 1),
    grade: 'S',
  },
  {
    state: 'shipped',
    productId: 7,
    storageIndex: 0,
    colourIndex: 1,
    answers: answers(2, 1, 1, 2, 1, 1),
    grade: 'A',
  },
  {
    state: 'received',
    productId: 10,
    storageIndex: 1,
    colourIndex: 2,
    answers: answers(1, 2, 1, 1, 1, 1),
    grade: 'A+',
  },
  {
    state: 'inspected',
    productId: 6,
    storageIndex: 0,
    colourIndex: 0,
    answers: answers(2, 2, 1, 2, 1, 1),
    grade: 'A',
  },
  {
    state: 'listed',
    productId: 4,
    storageIndex: 1,
    colourIndex: 1,
    answers: answers(1, 1, 1, 2, 1, 1),
    grade: 'A+',
  },
  {
    state: 'sold',
    productId: 15,
    storageIndex: 0,
    colourIndex: 0,
    answers: answers(2, 1, 1, 1, 1, 1),
    grade: 'B+',
  },
  {
    state: 'cancelled',
    productId: 12,
    storageIndex: 0,
    colourIndex: 1,
    answers: answers(1, 1, 1, 1, 1, 1),
    grade: 'S',
  },
  {
    state: 'returned',
    productId: 9,
    storageIndex: 0,
    colourIndex: 0,
    answers: answers(3, 2, 2, 3, 2, 1),
    grade: 'C',
  },
];

/**
 * Ids follow the insert order: seller 1's orders, items and evaluations are
 * 1–8, seller 3's 9–16; then the unconsigned evaluations, 3 per seller
 * (seller 1: 17–19, seller 3: 20–22).
 */
export const UNCONSIGNED_PER_SELLER = 3;
export const seedIdsOf = (sellerIndex: 0 | 1) => ({
  firstOrderId: sellerIndex * SEED_ORDERS.length + 1,
  firstUnconsignedEvaluationId: 2 * SEED_ORDERS.length + sellerIndex * UNCONSIGNED_PER_SELLER + 1,
});

export const SEED_SEARCHES: readonly string[] = ['iPhone 15', '华为 Mate', '小米 14'];

export const DEMO_ADDRESSES: Readonly<Record<number, readonly AddressInput[]>> = {
  1: [
    {
      name: '张伟',
      phone: '13800000001',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路 90 号东部软件园 2 号楼 501',
      isDefault: true,
    },
    {
      name: '张伟',
      phone: '13800000001',
      province: '上海市',
      city: '上海市',
      district: '浦东新区',
      detail: '张江路 88 弄 6 号 1202',
      isDefault: false,
    },
  ],
  3: [
    {
      name: '李娜',
      phone: '13800000003',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      detail: '科技园南区高新南七道 12 号 803',
      isDefault: true,
    },
  ],
};
