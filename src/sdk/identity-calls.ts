/**
 * login/logout/identify/bind/unbind on the runtime: a pure identity transition,
 * persisted, plus the event sa-sdk sends for it ($SignUp, $BindID, $UnbindID).
 */
import { LOGIN_ID_KEY } from './core/constants';
import * as identity from './core/identity';
import { toIdString } from './core/id-rules';
import { warn } from './log';
import { newAnonymousId } from './random-id';
import type { SdkRuntime } from './sdk-runtime';
import type { Callback } from './sensors-types';

function apply(runtime: SdkRuntime, result: identity.IdentityResult): boolean {
  if (result.warning) warn(result.warning);
  if (result.changed && result.state !== runtime.identity.get()) runtime.setIdentity(result.state);
  return result.changed;
}

/** login(id): on a change of login id, a `track_signup` $SignUp (original_id = anonymous id). */
export function loginCall(
  runtime: SdkRuntime,
  id: unknown,
  key: string = LOGIN_ID_KEY,
  callback?: Callback,
): void {
  const before = runtime.identity.get();
  const result = identity.login(before, toIdString(id) as string, key);
  if (!apply(runtime, result)) return;
  runtime.emit(
    {
      type: 'track_signup',
      event: '$SignUp',
      properties: {},
      original_id: identity.anonymousId(before),
    },
    callback,
  );
}

export function logoutCall(runtime: SdkRuntime, isChangeId?: boolean): void {
  const fresh = isChangeId === true ? newAnonymousId(runtime.now()) : undefined;
  apply(runtime, identity.logout(runtime.identity.get(), fresh));
}

/** identify(): no id means a fresh anonymous id (sa-sdk semantics). */
export function identifyCall(runtime: SdkRuntime, id: unknown, isSave?: boolean): void {
  const value = id === undefined ? newAnonymousId(runtime.now()) : (toIdString(id) as string);
  apply(
    runtime,
    identity.identify(runtime.identity.get(), value, isSave === true || id === undefined),
  );
}

export function bindCall(runtime: SdkRuntime, key: string, value: unknown): void {
  const result = identity.bind(runtime.identity.get(), key, toIdString(value) as string);
  if (apply(runtime, result))
    runtime.emit({ type: 'track_id_bind', event: '$BindID', properties: {} });
}

export function unbindCall(runtime: SdkRuntime, key: string, value: unknown): void {
  const id = toIdString(value) as string;
  const result = identity.unbind(runtime.identity.get(), key, id);
  if (!apply(runtime, result)) return;
  runtime.emit({
    type: 'track_id_unbind',
    event: '$UnbindID',
    properties: {},
    identities: { [key]: id },
  });
}
