/**
 * Identity state and its transitions (spec 001 §3 "Identity state"), modelled on
 * sa-sdk-javascript's id-mapping store: distinct_id, first_id (the anonymous id
 * while logged in), identities, history_login_id and $device_id. Pure: every
 * transition returns a new state; fresh ids are passed in.
 */
import { ANONYMOUS_ID_KEY, COOKIE_ID_KEY, LOGIN_ID_KEY } from './constants';
import { checkBindKey, checkId, checkLoginKey, checkUnbindKey } from './id-rules';

export interface HistoryLoginId {
  name: string;
  value: string;
}

export interface IdentityState {
  distinct_id: string;
  /** The anonymous id while logged in; '' when anonymous. */
  first_id: string;
  /** Persistent latest-traffic properties ($latest_*). */
  props: Record<string, unknown>;
  identities: Record<string, string>;
  history_login_id: HistoryLoginId;
  $device_id: string;
  /** identify(id) without isSave: kept in memory only, as sa-sdk's `_distinct_id`. */
  _distinct_id?: string;
  _first_id?: string;
}

export interface IdentityResult {
  state: IdentityState;
  changed: boolean;
  warning?: string;
}

const NO_LOGIN: HistoryLoginId = { name: '', value: '' };

export function createIdentity(anonymousId: string): IdentityState {
  return {
    distinct_id: anonymousId,
    first_id: '',
    props: {},
    identities: { [COOKIE_ID_KEY]: anonymousId },
    history_login_id: { ...NO_LOGIN },
    $device_id: anonymousId,
  };
}

function currentFirst(state: IdentityState): string {
  return state._first_id ?? state.first_id;
}

function currentDistinct(state: IdentityState): string {
  return state._distinct_id ?? state.distinct_id;
}

/** The anonymous id: first_id while logged in, else distinct_id. */
export function anonymousId(state: IdentityState): string {
  return currentFirst(state) || currentDistinct(state);
}

/** The login id as sent (a custom login key prefixes it: `key+id`), or ''. */
export function loginId(state: IdentityState): string {
  if (!currentFirst(state)) return '';
  const id = currentDistinct(state);
  const name = state.history_login_id.name;
  return name && name !== LOGIN_ID_KEY ? `${name}+${id}` : id;
}

export function distinctId(state: IdentityState): string {
  return loginId(state) || anonymousId(state);
}

/** The identity fields every event carries (spec 001 §3 "Tracked event"). */
export function eventIdentity(state: IdentityState): {
  distinct_id: string;
  anonymous_id: string;
  login_id?: string;
  identities: Record<string, string>;
} {
  const login = loginId(state);
  const anonymous = anonymousId(state);
  const identities = { ...state.identities, [ANONYMOUS_ID_KEY]: anonymous };
  return login
    ? { distinct_id: login, anonymous_id: anonymous, login_id: login, identities }
    : { distinct_id: anonymous, anonymous_id: anonymous, identities };
}

/** login(id, key): `changed` means a $SignUp must be tracked (sa-sdk semantics). */
export function login(
  state: IdentityState,
  id: string,
  key: string = LOGIN_ID_KEY,
): IdentityResult {
  const warning = checkId(id) ?? checkLoginKey(key);
  if (warning !== null) return { state, changed: false, warning };
  const first = currentFirst(state);
  if (id === currentDistinct(state) && !first) {
    return { state, changed: false, warning: 'login id is equal to distinct_id' };
  }
  if (state.history_login_id.name === key && state.history_login_id.value === id) {
    return { state, changed: false };
  }
  const next: IdentityState = {
    ...state,
    distinct_id: id,
    first_id: first || currentDistinct(state),
    identities: {
      [COOKIE_ID_KEY]: state.identities[COOKIE_ID_KEY] ?? anonymousId(state),
      [key]: id,
    },
    history_login_id: { name: key, value: id },
  };
  delete next._distinct_id;
  delete next._first_id;
  return { state: next, changed: true };
}

/** logout(isChangeId): back to the anonymous id, or to `freshId` when given. */
export function logout(state: IdentityState, freshId?: string): IdentityResult {
  const first = currentFirst(state);
  const next: IdentityState = {
    ...state,
    identities: { [COOKIE_ID_KEY]: state.identities[COOKIE_ID_KEY] ?? anonymousId(state) },
    history_login_id: { ...NO_LOGIN },
  };
  delete next._distinct_id;
  delete next._first_id;
  if (first) {
    next.first_id = '';
    next.distinct_id = freshId ?? first;
  }
  return { state: next, changed: Boolean(first) };
}

/** identify(id, isSave): replaces the anonymous id; without isSave only in memory. */
export function identify(state: IdentityState, id: string, isSave: boolean): IdentityResult {
  const warning = checkId(id);
  if (warning !== null) return { state, changed: false, warning };
  const loggedIn = Boolean(currentFirst(state));
  const next: IdentityState = { ...state };
  if (isSave) {
    if (loggedIn) next.first_id = id;
    else next.distinct_id = id;
    delete next._first_id;
    delete next._distinct_id;
  } else if (loggedIn) next._first_id = id;
  else next._distinct_id = id;
  return { state: next, changed: true };
}

/** bind(key, value): adds an identity; the event carries all identities. */
export function bind(state: IdentityState, key: string, value: string): IdentityResult {
  const warning = checkBindKey(key, state.history_login_id.name) ?? checkId(value);
  if (warning !== null) return { state, changed: false, warning };
  return { state: { ...state, identities: { ...state.identities, [key]: value } }, changed: true };
}

/**
 * unbind(key, value): removes a matching identity (never the cookie id); unbinding
 * the current login identity logs out. `changed` means $UnbindID is tracked.
 */
export function unbind(state: IdentityState, key: string, value: string): IdentityResult {
  const warning = checkUnbindKey(key) ?? checkId(value);
  if (warning !== null) return { state, changed: false, warning };
  if (state.identities[key] !== value) return { state, changed: true };
  let next: IdentityState = { ...state, identities: { ...state.identities } };
  if (loginId(state) === `${key}+${value}`) {
    next = {
      ...next,
      distinct_id: state.first_id,
      first_id: '',
      history_login_id: { ...NO_LOGIN },
    };
  }
  if (key !== COOKIE_ID_KEY) delete next.identities[key];
  return { state: next, changed: true };
}
