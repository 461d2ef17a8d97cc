/**
 * The evaluation catalogue (spec 000 §1: sellers consign used phones): real
 * categories, brands, series and models with their storage and colour options.
 * Prices are believable second-hand prices of a grade-S unit with the smallest
 * storage, in cents. Constant data, the same on every start: the reference
 * price formula (server/consignment/refer-price.ts) reads it.
 */

export interface Category {
  id: number;
  name: string;
}

export interface Brand {
  id: number;
  name: string;
  categoryIds: readonly number[];
}

export interface Series {
  id: number;
  brandId: number;
  categoryId: number;
  name: string;
}

export interface Product {
  id: number;
  seriesId: number;
  name: string;
  /** Grade S, smallest storage, in cents. */
  basePriceCents: number;
  /** [label, price added over the smallest storage in cents]. */
  storages: ReadonlyArray<readonly [string, number]>;
  colours: readonly string[];
}

export const CATEGORIES: readonly Category[] = [
  { id: 1, name: '手机' },
  { id: 2, name: '平板' },
  { id: 3, name: '笔记本' },
];

export const BRANDS: readonly Brand[] = [
  { id: 1, name: 'Apple', categoryIds: [1, 2, 3] },
  { id: 2, name: '华为', categoryIds: [1, 2, 3] },
  { id: 3, name: '小米', categoryIds: [1, 2] },
  { id: 4, name: 'OPPO', categoryIds: [1] },
  { id: 5, name: 'vivo', categoryIds: [1] },
  { id: 6, name: '荣耀', categoryIds: [1, 3] },
  { id: 7, name: '三星', categoryIds: [1] },
];

export const SERIES: readonly Series[] = [
  { id: 1, brandId: 1, categoryId: 1, name: 'iPhone 15 系列' },
  { id: 2, brandId: 1, categoryId: 1, name: 'iPhone 14 系列' },
  { id: 3, brandId: 1, categoryId: 1, name: 'iPhone 13 系列' },
  { id: 4, brandId: 2, categoryId: 1, name: 'Mate 系列' },
  { id: 5, brandId: 2, categoryId: 1, name: 'P 系列' },
  { id: 6, brandId: 3, categoryId: 1, name: '小米数字系列' },
  { id: 7, brandId: 3, categoryId: 1, name: 'Redmi K 系列' },
  { id: 8, brandId: 4, categoryId: 1, name: 'Find 系列' },
  { id: 9, brandId: 4, categoryId: 1, name: 'Reno 系列' },
  { id: 10, brandId: 5, categoryId: 1, name: 'X 系列' },
  { id: 11, brandId: 6, categoryId: 1, name: 'Magic 系列' },
  { id: 12, brandId: 7, categoryId: 1, name: 'Galaxy S 系列' },
  { id: 13, brandId: 1, categoryId: 2, name: 'iPad' },
  { id: 14, brandId: 2, categoryId: 2, name: 'MatePad' },
  { id: 15, brandId: 3, categoryId: 2, name: '小米平板' },
  { id: 16, brandId: 1, categoryId: 3, name: 'MacBook Air' },
  { id: 17, brandId: 2, categoryId: 3, name: 'MateBook' },
  { id: 18, brandId: 6, categoryId: 3, name: 'MagicBook' },
];

const IPHONE_STORAGES = [
  ['128GB', 0],
  ['256GB', 60000],
  ['512GB', 150000],
] as const;
const ANDROID_STORAGES = [
  ['12GB+256GB', 0],
  ['16GB+512GB', 50000],
  ['16GB+1TB', 110000],
] as const;
const LAPTOP_STORAGES = [
  ['8GB+256GB', 0],
  ['16GB+512GB', 120000],
] as const;

export const PRODUCTS: readonly Product[] = [
  p(1, 1, 'iPhone 15 Pro Max', 672000, IPHONE_STORAGES.slice(1), ['原色钛金属', '黑色钛金属']),
  p(2, 1, 'iPhone 15 Pro', 548000, IPHONE_STORAGES, ['原色钛金属', '白色钛金属', '蓝色钛金属']),
  p(3, 1, 'iPhone 15', 398000, IPHONE_STORAGES, ['黑色', '粉色', '蓝色']),
  p(4, 2, 'iPhone 14 Pro Max', 468000, IPHONE_STORAGES, ['暗紫色', '深空黑色', '金色']),
  p(5, 2, 'iPhone 14', 298000, IPHONE_STORAGES, ['午夜色', '星光色', '紫色']),
  p(6, 3, 'iPhone 13', 218000, IPHONE_STORAGES, ['午夜色', '星光色', '粉色']),
  p(7, 4, 'HUAWEI Mate 60 Pro', 468000, ANDROID_STORAGES, ['雅川青', '雅丹黑', '白沙银']),
  p(8, 4, 'HUAWEI Mate 50 Pro', 258000, ANDROID_STORAGES.slice(0, 2), ['昆仑破晓', '曜金黑']),
  p(9, 5, 'HUAWEI P60 Pro', 318000, ANDROID_STORAGES, ['洛可可白', '羽砂黑']),
  p(10, 6, 'Xiaomi 14 Pro', 328000, ANDROID_STORAGES, ['黑色', '白色', '岩石青']),
  p(11, 6, 'Xiaomi 13', 178000, ANDROID_STORAGES.slice(0, 2), ['黑色', '白色', '远山蓝']),
  p(12, 7, 'Redmi K70 Pro', 198000, ANDROID_STORAGES, ['墨羽', '晴雪', '竹月蓝']),
  p(13, 8, 'OPPO Find X7 Ultra', 398000, ANDROID_STORAGES.slice(1), ['松影墨韵', '大漠银月']),
  p(14, 9, 'OPPO Reno11 Pro', 168000, ANDROID_STORAGES.slice(0, 2), ['月光宝石', '曜石黑']),
  p(15, 10, 'vivo X100 Pro', 328000, ANDROID_STORAGES, ['辰夜黑', '星迹蓝', '白月光']),
  p(16, 11, '荣耀 Magic6 Pro', 318000, ANDROID_STORAGES, ['绒黑色', '祁连雪', '海湖青']),
  p(17, 12, 'Samsung Galaxy S24 Ultra', 518000, ANDROID_STORAGES, ['钛灰', '钛黑', '钛紫']),
  p(18, 13, 'iPad Pro 11 英寸（第四代）', 368000, IPHONE_STORAGES, ['深空灰色', '银色']),
  p(19, 14, 'HUAWEI MatePad Pro 13.2', 318000, ANDROID_STORAGES.slice(0, 2), ['曜金黑', '晶钻白']),
  p(20, 15, 'Xiaomi Pad 6', 128000, ANDROID_STORAGES.slice(0, 1), ['黑色', '金色']),
  p(21, 16, 'MacBook Air 13 英寸 M2', 518000, LAPTOP_STORAGES, ['午夜色', '星光色']),
  p(22, 17, 'HUAWEI MateBook X Pro', 628000, LAPTOP_STORAGES, ['墨蓝', '深空灰']),
  p(23, 18, '荣耀 MagicBook 14', 298000, LAPTOP_STORAGES, ['星空灰', '冰河银']),
];

function p(
  id: number,
  seriesId: number,
  name: string,
  basePriceCents: number,
  storages: ReadonlyArray<readonly [string, number]>,
  colours: readonly string[],
): Product {
  // A model sold without the smallest size starts at its own smallest one.
  const first = storages[0]?.[1] ?? 0;
  const rebased = storages.map(([label, delta]) => [label, delta - first] as const);
  return { id, seriesId, name, basePriceCents, storages: rebased, colours };
}
