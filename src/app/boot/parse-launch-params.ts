import { REM_BASE_PX } from '../../lib/rem';
import { STORAGE_KEYS } from '../../lib/storage';
import { isPhone } from '../../lib/validate';

/**
 * The page-address parameters the host app launches us with (spec 000 §3).
 * Every value is validated; a malformed one is dropped (as if absent) so that a
 * bad link can never poison storage. Heights are converted to rem strings.
 * Each key is the value's storage key (STORAGE_KEYS), which is also its query
 * parameter name, except for bottomOffset (see BOTTOM_HEIGHT_PARAM).
 */
export interface LaunchParams {
  token?: string;
  biddingNo?: string;
  phone?: string;
  macAddress?: string;
  sellerId?: string;
  /** rem string, e.g. `1.17rem` */
  statusHeight?: string;
  /** rem string; the iPhone bottom safe-area offset, query parameter `bottomHeight` */
  bottomOffset?: string;
}

/** Query parameter of the iPhone bottom offset (px), stored as bottomOffset; the name is our choice. */
export const BOTTOM_HEIGHT_PARAM = 'bottomHeight';

/** Removed from the address bar after boot: never bookmarked, shared or sent as Referer. */
export const SENSITIVE_PARAMS: readonly string[] = ['token', 'phone', 'macAddress'];

// Anything taller is not a status bar / safe area but a broken value.
const MAX_STATUS_HEIGHT_PX = 200;
const MAX_BOTTOM_HEIGHT_PX = 120;

const TOKEN = /^[A-Za-z0-9._~+/=:-]{1,1024}$/;
const BIDDING_NO = /^[A-Za-z0-9_-]{1,64}$/;
const MAC_OR_DEVICE_ID = /^[A-Za-z0-9:._-]{1,64}$/;
const SELLER_ID = /^[1-9]\d{0,18}$/;
const PLAIN_NUMBER = /^\d{1,6}(?:\.\d{1,4})?$/;

/** `44` → `1.17rem`; non-numeric, negative or absurd values → null. */
export function pxToRem(raw: string | null, maxPx: number): string | null {
  if (raw === null || !PLAIN_NUMBER.test(raw.trim())) return null;
  const px = Number(raw.trim());
  if (!Number.isFinite(px) || px > maxPx) return null;
  return `${Math.round((px / REM_BASE_PX) * 100) / 100}rem`;
}

function matching(raw: string | null, pattern: RegExp): string | undefined {
  if (raw === null) return undefined;
  const value = raw.trim();
  return pattern.test(value) ? value : undefined;
}

function parseToken(raw: string | null): string | undefined {
  // Hosts often append base64 tokens without URL-encoding them, so a '+'
  // arrives as a space after form decoding; restore it rather than reject.
  return matching(raw === null ? null : raw.trim().replace(/ /g, '+'), TOKEN);
}

export function parseLaunchParams(search: string): LaunchParams {
  const query = new URLSearchParams(search);
  const read = (name: string) => query.get(name);
  const phone = read(STORAGE_KEYS.phone)?.trim();
  const result: LaunchParams = {
    token: parseToken(read(STORAGE_KEYS.token)),
    biddingNo: matching(read(STORAGE_KEYS.biddingNo), BIDDING_NO),
    phone: phone !== undefined && isPhone(phone) ? phone : undefined,
    macAddress: matching(read(STORAGE_KEYS.macAddress), MAC_OR_DEVICE_ID),
    sellerId: matching(read(STORAGE_KEYS.sellerId), SELLER_ID),
    statusHeight: pxToRem(read(STORAGE_KEYS.statusHeight), MAX_STATUS_HEIGHT_PX) ?? undefined,
    bottomOffset: pxToRem(read(BOTTOM_HEIGHT_PARAM), MAX_BOTTOM_HEIGHT_PX) ?? undefined,
  };
  return Object.fromEntries(
    Object.entries(result).filter(([, value]) => value !== undefined),
  ) as LaunchParams;
}

/**
 * The query string without the sensitive parameters, or null when there is
 * nothing to remove (so the caller leaves history alone).
 */
export function stripSensitiveParams(search: string): string | null {
  const query = new URLSearchParams(search);
  const present = SENSITIVE_PARAMS.filter((name) => query.has(name));
  if (present.length === 0) return null;
  for (const name of present) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
