// The layout is designed at 375 px wide with 1rem = 37.5 px (spec 000 §2: the
// default status bar height 1.17rem is a 44 px iPhone status bar).
export const REM_BASE_PX = 37.5;

// A rem length as boot stores it (`1.17rem`): storage is read back through this
// check, so a hand-edited or older value never reaches a style property.
const REM_LENGTH = /^\d{1,3}(?:\.\d{1,4})?rem$/;

export function isRemLength(value: string | null): value is string {
  return value !== null && REM_LENGTH.test(value);
}
