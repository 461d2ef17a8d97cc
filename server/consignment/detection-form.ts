/**
 * The detection form a seller answers about the phone (spec 000 §4
 * "evaluation"), and the evaluation levels. Each option takes a share off the
 * price, in basis points (1/10,000): constant data the reference price formula
 * reads, so the same answers give the same price every time.
 */

export const EVALUATION_LEVELS = ['S', 'A+', 'A', 'B+', 'B', 'C'] as const;
export type EvaluationLevel = (typeof EVALUATION_LEVELS)[number];

export const LEVEL_DESCRIPTIONS: Readonly<Record<EvaluationLevel, string>> = {
  S: '准新机，外观无使用痕迹，功能完好',
  'A+': '外观细微划痕，功能完好',
  A: '外观轻微使用痕迹，功能完好',
  'B+': '外观明显使用痕迹，功能完好',
  B: '外观磕碰或屏幕老化，功能基本正常',
  C: '外观严重磨损或有维修、功能异常',
};

/** The share of the grade-S price each level keeps, in basis points. */
export const LEVEL_FACTOR_BP: Readonly<Record<EvaluationLevel, number>> = {
  S: 10000,
  'A+': 9400,
  A: 8800,
  'B+': 8000,
  B: 7000,
  C: 5200,
};

export interface DetectionOption {
  id: number;
  label: string;
  deductionBp: number;
}

export interface DetectionQuestion {
  id: number;
  title: string;
  options: readonly DetectionOption[];
}

const q = (id: number, title: string, options: ReadonlyArray<[string, number]>) => ({
  id,
  title,
  options: options.map(([label, deductionBp], i) => ({ id: id * 10 + i + 1, label, deductionBp })),
});

export const DETECTION_QUESTIONS: readonly DetectionQuestion[] = [
  q(1, '屏幕外观', [
    ['完美无划痕', 0],
    ['轻微划痕', 300],
    ['明显划痕', 800],
    ['屏幕碎裂', 2500],
  ]),
  q(2, '边框外壳', [
    ['完美无磕碰', 0],
    ['轻微磕碰', 300],
    ['明显磕碰或掉漆', 900],
  ]),
  q(3, '屏幕显示', [
    ['显示正常', 0],
    ['轻微老化或亮点', 1200],
    ['漏液、坏点或色斑', 3000],
  ]),
  q(4, '电池健康', [
    ['90% 及以上', 0],
    ['80%–89%', 400],
    ['80% 以下', 1000],
  ]),
  q(5, '维修情况', [
    ['无拆修', 0],
    ['更换过屏幕或电池', 1500],
    ['主板维修', 3500],
  ]),
  q(6, '功能情况', [
    ['全部正常', 0],
    ['其它功能异常', 1500],
    ['面容或指纹异常', 2000],
  ]),
];

// The largest share the answers may take off together: a working phone keeps 30 %.
export const MAX_DEDUCTION_BP = 7000;

/** The level of a total deduction: thresholds in basis points, inclusive. */
export function levelOfDeduction(totalBp: number): EvaluationLevel {
  if (totalBp <= 0) return 'S';
  if (totalBp <= 600) return 'A+';
  if (totalBp <= 1200) return 'A';
  if (totalBp <= 2200) return 'B+';
  if (totalBp <= 3500) return 'B';
  return 'C';
}
