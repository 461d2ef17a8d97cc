/**
 * The visitor's identity, kept in memory and persisted in sa-sdk-javascript's
 * first-party cookie (spec 001 §9: 730 days). The cookie is synchronous and shared
 * by all tabs; a localStorage mirror key fires `storage` events so other tabs
 * re-read it at once instead of on every track() call.
 */
import { COOKIE_LIFETIME_DAYS, IDENTITY_COOKIE, NEW_USER_COOKIE } from './core/constants';
import { createIdentity, type IdentityState } from './core/identity';
import { parseIdentity, serializeIdentity } from './core/identity-codec';
import { endOfDay, latestProps, type PageEnv } from './core/preset';
import { readCookie, writeCookie } from './cookie';
import { newAnonymousId } from './random-id';

const DAY_MS = 24 * 60 * 60 * 1000;
const MIRROR_KEY = 'sensorsdata2015jssdkcross_changed';

export class IdentityStore {
  private state: IdentityState;
  private firstDayUntil: number;
  readonly firstVisit: boolean;

  constructor(now: number, env: PageEnv) {
    const stored = parseIdentity(readCookie(IDENTITY_COOKIE));
    this.firstVisit = stored === null;
    const base = stored ?? createIdentity(newAnonymousId(now));
    this.state = { ...base, props: latestProps(env, base.props) };
    if (this.firstVisit) {
      // spec 001 §9: the new-user flag lasts to the end of the first day.
      this.firstDayUntil = endOfDay(now);
      writeCookie(NEW_USER_COOKIE, String(this.firstDayUntil), this.firstDayUntil);
    } else {
      const flag = Number(readCookie(NEW_USER_COOKIE));
      this.firstDayUntil = Number.isFinite(flag) ? flag : 0;
    }
    this.persist(now, false);
  }

  get(): IdentityState {
    return this.state;
  }

  /** Replaces the state; in-memory-only ids (identify without isSave) are not written. */
  set(next: IdentityState, now: number): void {
    this.state = next;
    this.persist(now, true);
  }

  isFirstDay(now: number): boolean {
    return now <= this.firstDayUntil;
  }

  /** Picks up a change made by another tab (called on `storage` and when visible again). */
  refresh(): void {
    const stored = parseIdentity(readCookie(IDENTITY_COOKIE));
    if (stored === null) return;
    const { _distinct_id, _first_id } = this.state;
    this.state = { ...stored };
    if (_distinct_id !== undefined) this.state._distinct_id = _distinct_id;
    if (_first_id !== undefined) this.state._first_id = _first_id;
  }

  static isChangeKey(key: string | null): boolean {
    return key === MIRROR_KEY;
  }

  private persist(now: number, notify: boolean): void {
    writeCookie(
      IDENTITY_COOKIE,
      serializeIdentity(this.state),
      now + COOKIE_LIFETIME_DAYS * DAY_MS,
    );
    if (!notify) return;
    try {
      localStorage.setItem(MIRROR_KEY, String(now));
    } catch {
      // Storage unavailable (private mode, quota): other tabs re-read on visibility.
    }
  }
}
