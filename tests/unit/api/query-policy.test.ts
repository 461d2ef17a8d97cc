import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../../src/api/api-error';
import { newIdempotencyKey, withIdempotencyKey } from '../../../src/api/query/idempotency';
import { flattenPages, nextPageIndex, type ListPage } from '../../../src/api/query/page-param';
import {
  cacheBuster,
  holdsSecret,
  QUERY_CACHE_VERSION,
} from '../../../src/api/query/persist-options';
import { retryDelayMs, shouldRetryQuery } from '../../../src/api/query/retry-policy';
import { viewStateOf, type QueryFacts } from '../../../src/api/query/view-state';

const failed = (kind: ApiErrorKind) => new ApiError('x', kind);

describe('retry policy: only transport failures, twice', () => {
  it.each<[string, unknown, number, boolean]>([
    ['network, 1st failure', failed('network'), 1, true],
    ['network, 2nd failure', failed('network'), 2, true],
    ['network, 3rd failure', failed('network'), 3, false],
    ['timeout', failed('timeout'), 1, true],
    ['business code (already toasted)', failed('business'), 1, false],
    ['http error', failed('http'), 1, false],
    ['unreadable answer', failed('parse'), 1, false],
    ['cancelled', failed('abort'), 1, false],
    ['a plain Error (a bug)', new Error('x'), 1, false],
  ])('%s → %s', (_label, error, count, retry) => {
    expect(shouldRetryQuery(count, error)).toBe(retry);
  });

  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [10, 8000],
  ])('attempt %i waits %i ms', (attempt, ms) => {
    expect(retryDelayMs(attempt)).toBe(ms);
  });
});

const page = (pageIndex: number, ids: number[], total: number): ListPage<{ id: number }> => ({
  list: ids.map((id) => ({ id })),
  total,
  pageIndex,
  pageSize: 3,
});

describe('paging: from 1, more while items < total', () => {
  it.each<[string, ListPage<{ id: number }>[], number | undefined]>([
    ['nothing loaded', [], undefined],
    ['page 1 of 5 items', [page(1, [1, 2, 3], 5)], 2],
    ['both pages of 5 items', [page(1, [1, 2, 3], 5), page(2, [4, 5], 5)], undefined],
    ['exactly one full page', [page(1, [1, 2, 3], 3)], undefined],
    [
      'an empty page ends the list even if total says more',
      [page(1, [1, 2, 3], 9), page(2, [], 9)],
      undefined,
    ],
    ['an empty list', [page(1, [], 0)], undefined],
  ])('%s → next %s', (_label, pages, next) => {
    expect(nextPageIndex(pages)).toBe(next);
  });

  it('flattens pages; an item that moved to a later page while paging shows once', () => {
    const pages = [page(1, [1, 2, 3], 6), page(2, [3, 4, 5], 6)];
    expect(flattenPages(pages).map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

const facts = (patch: Partial<QueryFacts>): QueryFacts => ({
  hasData: false,
  isEmpty: false,
  isError: false,
  online: true,
  fetchStatus: 'idle',
  ...patch,
});

describe('what a screen shows', () => {
  it.each<[string, Partial<QueryFacts>, ReturnType<typeof viewStateOf>]>([
    ['first load', { fetchStatus: 'fetching' }, { kind: 'loading', offlineCached: false }],
    ['failed, nothing cached', { isError: true }, { kind: 'error', offlineCached: false }],
    [
      'offline, nothing cached',
      { online: false, fetchStatus: 'paused' },
      { kind: 'error', offlineCached: false },
    ],
    ['data', { hasData: true }, { kind: 'ready', offlineCached: false }],
    ['empty data', { hasData: true, isEmpty: true }, { kind: 'empty', offlineCached: false }],
    [
      'refetch failed, data kept',
      { hasData: true, isError: true },
      { kind: 'ready', offlineCached: false },
    ],
    [
      'offline with cached data',
      { hasData: true, online: false },
      { kind: 'ready', offlineCached: true },
    ],
    [
      'offline, cached and empty',
      { hasData: true, isEmpty: true, online: false },
      { kind: 'empty', offlineCached: true },
    ],
  ])('%s', (_label, patch, expected) => {
    expect(viewStateOf(facts(patch))).toEqual(expected);
  });
});

describe('what may be persisted', () => {
  it.each<[string, unknown, boolean]>([
    ['a user', { id: 1, nickName: 'a', phone: '138****0001' }, false],
    ['a card list', { list: [{ id: 1, cardNoMasked: '**** 1' }], total: 1 }, false],
    ['a login answer', { token: 't', userId: 1 }, true],
    ['a nested password', { form: { password: 'x' } }, true],
    ['a signed body', [{ sign: 'ABC' }], true],
    ['a full card number', { bankCardNo: '6222' }, true],
    ['an idempotency key', { input: { cardId: 1 }, idempotencyKey: 'k' }, false],
    ['text', 'token', false],
    ['null', null, false],
  ])('%s → secret: %s', (_label, value, secret) => {
    expect(holdsSecret(value)).toBe(secret);
  });

  it('the cache belongs to one login: another token, another buster; the token is not in it', () => {
    const a = cacheBuster('token-a');
    expect(a).toMatch(new RegExp(`^v${QUERY_CACHE_VERSION}:[0-9a-f]{8}$`));
    expect(a).not.toContain('token-a');
    expect(cacheBuster('token-b')).not.toBe(a);
    expect(cacheBuster('token-a')).toBe(a);
    expect(cacheBuster(null)).toBe(`v${QUERY_CACHE_VERSION}:visitor`);
    expect(cacheBuster('token-a', QUERY_CACHE_VERSION + 1)).not.toBe(a);
  });
});

describe('idempotency keys', () => {
  it('one UUID per user action, kept with the input', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(withIdempotencyKey({ cardId: 3 }, 'k')).toEqual({
      input: { cardId: 3 },
      idempotencyKey: 'k',
    });
  });
});
