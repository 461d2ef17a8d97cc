/**
 * The auction world of the seed: real phone models with believable starting
 * prices (cents), spread over today's sessions. Times are relative to the seed
 * time so that every list (bidding, pending, ended) has items whenever the
 * server starts.
 */
export const SEED_BRANDS = [
  'Apple',
  '华为',
  '小米',
  'OPPO',
  'vivo',
  '荣耀',
  '三星',
  '一加',
] as const;

export const SEED_LEVELS = [
  { code: 'S', name: 'S 级（99 新）', description: '外观无使用痕迹，功能完好' },
  { code: 'A+', name: 'A+ 级（95 新）', description: '外观有极轻微使用痕迹' },
  { code: 'A', name: 'A 级（9 成新）', description: '外观有轻微划痕' },
  { code: 'B+', name: 'B+ 级（85 新）', description: '明显划痕或轻微磕碰' },
  { code: 'B', name: 'B 级（8 成新）', description: '较多划痕或磕碰' },
  { code: 'C', name: 'C 级（7 成新及以下）', description: '磨损严重或有维修记录' },
] as const;

/** [brand, model with storage and colour, start price in yuan]. */
export const SEED_MODELS: ReadonlyArray<readonly [string, string, number]> = [
  ['Apple', 'iPhone 15 Pro Max 256G 原色钛金属', 6200],
  ['Apple', 'iPhone 15 Pro 128G 黑色钛金属', 5100],
  ['Apple', 'iPhone 15 128G 粉色', 3900],
  ['Apple', 'iPhone 14 Pro Max 256G 暗紫色', 4600],
  ['Apple', 'iPhone 14 Pro 128G 深空黑色', 3800],
  ['Apple', 'iPhone 14 128G 午夜色', 2900],
  ['Apple', 'iPhone 13 Pro 256G 远峰蓝色', 3100],
  ['Apple', 'iPhone 13 128G 星光色', 2100],
  ['Apple', 'iPhone 12 128G 白色', 1400],
  ['Apple', 'iPhone SE 3 64G 午夜色', 900],
  ['华为', 'Mate 60 Pro 512G 雅丹黑', 4800],
  ['华为', 'Mate 60 256G 雅川青', 3500],
  ['华为', 'P60 Pro 256G 羽砂紫', 3300],
  ['华为', 'Mate X5 512G 幻影紫', 7200],
  ['华为', 'nova 12 Pro 256G 樱语白', 1900],
  ['华为', 'Mate 40 Pro 256G 亮黑色', 1600],
  ['小米', '小米 14 Ultra 512G 黑色', 4300],
  ['小米', '小米 14 256G 岩石青', 2700],
  ['小米', '小米 13 Pro 256G 陶瓷黑', 2200],
  ['小米', 'Redmi K70 Pro 256G 墨羽', 2000],
  ['小米', '小米 MIX Fold 3 512G 月影黑', 4100],
  ['OPPO', 'Find X7 Ultra 256G 海阔天空', 4000],
  ['OPPO', 'Find N3 512G 潜航黑', 5200],
  ['OPPO', 'Reno11 Pro 256G 月光宝石', 1800],
  ['vivo', 'X100 Pro 256G 落日橙', 3600],
  ['vivo', 'X Fold3 Pro 512G 薄翼黑', 5600],
  ['vivo', 'iQOO 12 256G 赛道版', 2300],
  ['荣耀', 'Magic6 Pro 512G 海湖青', 3700],
  ['荣耀', 'Magic V2 512G 绒黑色', 4400],
  ['荣耀', '荣耀 90 256G 冰川蓝', 1300],
  ['三星', 'Galaxy S24 Ultra 256G 钛灰', 5300],
  ['三星', 'Galaxy Z Flip5 256G 薄荷绿', 2800],
  ['三星', 'Galaxy S23 256G 悠野绿', 2400],
  ['一加', '一加 12 256G 岩黑', 2600],
  ['一加', '一加 Ace 3 256G 星辰黑', 1700],
  ['Apple', 'iPhone 15 Plus 256G 蓝色', 4200],
  ['华为', 'Pura 70 Pro 512G 罗兰紫', 4900],
  ['小米', 'Redmi Note 13 Pro 256G 子夜黑', 1100],
  ['OPPO', 'Find X6 Pro 256G 云墨黑', 2900],
  ['vivo', 'S18 Pro 256G 花似锦', 1900],
  ['荣耀', 'Magic5 Pro 256G 亮黑色', 2500],
  ['三星', 'Galaxy Z Fold5 512G 冰萃蓝', 6100],
];

/** Other bidders of the world (they cannot log in: the password hash is unusable). */
export const SEED_OTHER_BIDDERS = [
  { id: 101, phone: '13900000101', nickName: '数码收藏家', biddingNo: 'BD20240101' },
  { id: 102, phone: '13900000102', nickName: '回收小王', biddingNo: 'BD20240102' },
  { id: 103, phone: '13900000103', nickName: '深圳华强北', biddingNo: 'BD20240103' },
] as const;
