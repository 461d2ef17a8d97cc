import type { Mutation, Query } from '@tanstack/react-query';

/**
 * What survives a reload (so an offline reload shows the last data) and what
 * never does. Reads are kept in localStorage: only successful queries, for at
 * most a day, dropped when the format version or the logged-in token changes.
 * Paused mutations are kept so a change made offline is sent after a reload.
 * Nothing that looks like a credential is ever written.
 */
export const QUERY_CACHE_STORAGE_KEY = 'paimai-query-cache';
/** Bump when a persisted data shape changes: older caches are then dropped, never misread. */
// 2: query keys name their kind ([path, 'record', input]), src/api/query/query-keys.ts.
export const QUERY_CACHE_VERSION = 2;
/** A day: older data is more misleading than helpful, even offline. */
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * A 32-bit FNV-1a digest: enough to tell logins apart. Not a cryptographic hash
 * on purpose: the token sits in localStorage beside the cache anyway, so the
 * digest protects nothing and a hash library would cost every cold start.
 */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The cache belongs to one login: another token (another user, or the same user
 * logged in again) starts empty. Only a short digest of the token is stored,
 * which cannot be used as one.
 */
export function cacheBuster(token: string | null, version = QUERY_CACHE_VERSION): string {
  const owner = token ? fnv1a(token) : 'visitor';
  return `v${version}:${owner}`;
}

const SECRET_KEY = /token|password|passwd|secret|^sign$|cardno$|idcard/i;
const MAX_DEPTH = 6;

/** True when a value holds a field whose name looks like a credential or a full card number. */
export function holdsSecret(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsSecret(item, depth + 1));
  return Object.entries(value).some(
    ([key, inner]) => SECRET_KEY.test(key) || holdsSecret(inner, depth + 1),
  );
}

export interface PersistMeta {
  /** false: this query is never written to storage. */
  persist?: boolean;
}

export function shouldPersistQuery(query: Query): boolean {
  const meta = query.meta as PersistMeta | undefined;
  return (
    query.state.status === 'success' &&
    meta?.persist !== false &&
    !holdsSecret(query.queryKey) &&
    !holdsSecret(query.state.data)
  );
}

/** Only paused mutations are kept (to be sent on reconnect), and never a password or token. */
export function shouldPersistMutation(mutation: Mutation): boolean {
  return mutation.state.isPaused && !holdsSecret(mutation.state.variables);
}
