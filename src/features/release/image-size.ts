import { PICTURE_MAX_SIDE } from '../../shared/contracts/seller-picture';

export interface Size {
  width: number;
  height: number;
}

/**
 * The size a photo is drawn at before upload (issue 16): the long side at most
 * `maxSide` (the server refuses more), the aspect ratio kept, never enlarged, each
 * side at least 1 px. Null for a size that is not a real picture.
 */
export function targetSize(width: number, height: number, maxSide = PICTURE_MAX_SIDE): Size | null {
  const valid = (n: number) => Number.isFinite(n) && n >= 1;
  if (!valid(width) || !valid(height) || !valid(maxSide)) return null;
  const long = Math.max(width, height);
  if (long <= maxSide) return { width: Math.round(width), height: Math.round(height) };
  const scale = maxSide / long;
  // The long side is exactly maxSide (no rounding past the limit), the short one rounded.
  const shrink = (side: number) =>
    side === long ? Math.floor(maxSide) : Math.max(1, Math.round(side * scale));
  return { width: shrink(width), height: shrink(height) };
}

/** JPEG qualities tried in turn until the photo fits the size limit. */
export const JPEG_QUALITIES = [0.85, 0.7, 0.55] as const;

/** A chosen file is refused before decoding above this (a phone photo is 3–12 MB). */
export const SOURCE_MAX_BYTES = 30 * 1024 * 1024;
