import { STORAGE_KEYS, writeItem } from '../../lib/storage';
import { parseLaunchParams, stripSensitiveParams, type LaunchParams } from './parse-launch-params';

const STORAGE_KEY_OF: Record<keyof LaunchParams, string> = {
  token: STORAGE_KEYS.token,
  biddingNo: STORAGE_KEYS.biddingNo,
  phone: STORAGE_KEYS.phone,
  macAddress: STORAGE_KEYS.macAddress,
  sellerId: STORAGE_KEYS.sellerId,
  statusHeight: STORAGE_KEYS.statusHeight,
  bottomOffset: STORAGE_KEYS.bottomOffset,
};

/**
 * spec 000 §3: launch parameters go to local storage, then the token (and the
 * other sensitive values) leave the address bar so it is never bookmarked.
 * Absent or malformed parameters keep what storage already holds.
 */
export function applyLaunchParams(win: Window = window): LaunchParams {
  const params = parseLaunchParams(win.location.search);
  for (const [name, value] of Object.entries(params) as Array<[keyof LaunchParams, string]>) {
    writeItem(STORAGE_KEY_OF[name], value);
  }
  const search = stripSensitiveParams(win.location.search);
  if (search !== null) {
    const { pathname, hash } = win.location;
    win.history.replaceState(win.history.state, '', `${pathname}${search}${hash}`);
  }
  return params;
}
