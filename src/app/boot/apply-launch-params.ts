import { STORAGE_KEYS, writeItem } from '../../lib/storage';
import { parseLaunchParams, stripSensitiveParams, type LaunchParams } from './parse-launch-params';

/**
 * spec 000 §3: launch parameters go to local storage, then the token (and the
 * other sensitive values) leave the address bar so it is never bookmarked.
 * Absent or malformed parameters keep what storage already holds.
 */
export function applyLaunchParams(win: Window = window): LaunchParams {
  const params = parseLaunchParams(win.location.search);
  for (const [name, value] of Object.entries(params) as Array<[keyof LaunchParams, string]>) {
    writeItem(STORAGE_KEYS[name], value);
  }
  const search = stripSensitiveParams(win.location.search);
  if (search !== null) {
    const { pathname, hash } = win.location;
    win.history.replaceState(win.history.state, '', `${pathname}${search}${hash}`);
  }
  return params;
}
