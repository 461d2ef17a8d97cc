import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AbtestAnswer } from '../../../../src/sdk/core/abtest-protocol';
import type { ExperimentResult } from '../../../../src/sdk/core/abtest-result';
import { createCodeParams } from '../../../../src/sdk/abtest/code-params';

function code(variables: ExperimentResult['variables'], id = 'exp-1'): ExperimentResult {
  return {
    abtest_experiment_id: id,
    abtest_experiment_group_id: 'g1',
    abtest_experiment_result_id: 'r1',
    experiment_type: 'CODE',
    is_control_group: false,
    variables,
  };
}

const RESULTS = [
  code([
    { name: 'title', type: 'STRING', value: '立即出价' },
    { name: 'count', type: 'INTEGER', value: '3' },
    { name: 'flag', type: 'BOOLEAN', value: 'true' },
    { name: 'conf', type: 'JSON', value: '{"a":1}' },
  ]),
];

function setup(read: () => Promise<AbtestAnswer>, snapshot: ExperimentResult[] | null = null) {
  const hits: string[] = [];
  const params = createCodeParams({
    timeoutMs: 3000,
    read: vi.fn(read),
    snapshot: () => snapshot,
    hit: (result) => hits.push(result.abtest_experiment_id),
  });
  return { params, hits };
}

const ok = (results: ExperimentResult[]) => () =>
  Promise.resolve<AbtestAnswer>({ ok: true, results, source: 'network', fetchedAt: 1 });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  vi.useRealTimers();
});

describe('fetchABTest values', () => {
  it.each([
    ['title', 'String', '默认', '立即出价'],
    ['count', 'Number', 0, 3],
    ['flag', 'Boolean', false, true],
    ['conf', 'Object', {}, { a: 1 }],
    ['title', 'Number', 7, 7], // a STRING read as Number: the default
    ['missing', 'String', '默认', '默认'],
  ])('%s as %s (default %j) → %j', async (name, type, fallback, expected) => {
    const { params } = setup(ok(RESULTS));
    const callback = vi.fn();
    const value = await params.fetchABTest({
      param_name: name,
      value_type: type,
      default_value: fallback,
      callback,
    });
    expect(value).toEqual(expected);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith(expected);
  });

  it('tracks a hit only when the experiment gave the value', async () => {
    const { params, hits } = setup(ok(RESULTS));
    await params.fetchABTest({ param_name: 'missing', value_type: 'String', default_value: 'x' });
    await params.fetchABTest({ param_name: 'title', value_type: 'Number', default_value: 1 });
    expect(hits).toEqual([]);
    await params.fetchABTest({ param_name: 'title', value_type: 'String', default_value: 'x' });
    expect(hits).toEqual(['exp-1']);
  });
});

describe('every failure gives the default, to the callback exactly once', () => {
  it.each([
    ['no param_name', { value_type: 'String', default_value: 'd' }],
    ['unknown value_type', { param_name: 'title', value_type: 'Text', default_value: 'd' }],
    [
      'default of the wrong type',
      { param_name: 'title', value_type: 'Number', default_value: 'd' },
    ],
  ])('%s: a clear error, the default', async (_name, options) => {
    const { params } = setup(ok(RESULTS));
    const callback = vi.fn();
    expect(await params.fetchABTest({ ...options, callback })).toBe('d');
    expect(callback).toHaveBeenCalledExactlyOnceWith('d');
    expect(warn).toHaveBeenCalled();
  });

  it.each([
    [
      'a failure value',
      () => Promise.resolve<AbtestAnswer>({ ok: false, error: 'http', message: 'HTTP 500' }),
    ],
    [
      'a rejected call (no worker)',
      () => Promise.reject(new Error('analytics worker unavailable')),
    ],
  ])('%s', async (_name, read) => {
    const { params } = setup(read);
    const callback = vi.fn();
    const value = await params.fetchABTest({
      param_name: 'title',
      value_type: 'String',
      default_value: '默认',
      callback,
    });
    expect(value).toBe('默认');
    expect(callback).toHaveBeenCalledExactlyOnceWith('默认');
  });

  it('a worker that never answers: the default just after the timeout, and never a second call', async () => {
    vi.useFakeTimers();
    let answer: (value: AbtestAnswer) => void = () => undefined;
    const { params } = setup(() => new Promise((resolve) => (answer = resolve)));
    const callback = vi.fn();
    void params.fetchABTest({
      param_name: 'title',
      value_type: 'String',
      default_value: '默认',
      timeout_milliseconds: 500,
      callback,
    });
    await vi.advanceTimersByTimeAsync(549);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledExactlyOnceWith('默认');
    answer({ ok: true, results: RESULTS, source: 'network', fetchedAt: 1 });
    await vi.advanceTimersByTimeAsync(10);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('a throwing callback does not break the caller', async () => {
    const { params } = setup(ok(RESULTS));
    const value = await params.fetchABTest({
      param_name: 'title',
      value_type: 'String',
      default_value: 'd',
      callback: () => {
        throw new Error('page bug');
      },
    });
    expect(value).toBe('立即出价');
  });
});

describe('cached reads', () => {
  it('fetchCacheABTest answers at once from the results the page holds', () => {
    const { params } = setup(() => Promise.reject(new Error('must not be asked')), RESULTS);
    const callback = vi.fn();
    const value = params.fetchCacheABTest({
      param_name: 'count',
      value_type: 'Number',
      default_value: 0,
      callback,
    });
    expect(value).toBe(3);
    expect(callback).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('fetchCacheABTest with nothing held returns the default now and the cached value to the callback', async () => {
    const read = vi.fn(ok(RESULTS));
    const params = createCodeParams({
      timeoutMs: 3000,
      read,
      snapshot: () => null,
      hit: () => undefined,
    });
    const callback = vi.fn();
    expect(
      params.fetchCacheABTest({
        param_name: 'count',
        value_type: 'Number',
        default_value: 0,
        callback,
      }),
    ).toBe(0);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledExactlyOnceWith(3));
    expect(read).toHaveBeenCalledWith('cache', 3000);
  });

  it('fastFetchABTest uses the held results first, else asks cached-first', async () => {
    const read = vi.fn(ok(RESULTS));
    const held = createCodeParams({
      timeoutMs: 3000,
      read,
      snapshot: () => RESULTS,
      hit: () => undefined,
    });
    expect(
      await held.fastFetchABTest({
        param_name: 'flag',
        value_type: 'Boolean',
        default_value: false,
      }),
    ).toBe(true);
    expect(read).not.toHaveBeenCalled();
    const empty = createCodeParams({
      timeoutMs: 3000,
      read,
      snapshot: () => null,
      hit: () => undefined,
    });
    await empty.fastFetchABTest({
      param_name: 'flag',
      value_type: 'Boolean',
      default_value: false,
    });
    expect(read).toHaveBeenCalledWith('cached-first', 3000);
  });
});
