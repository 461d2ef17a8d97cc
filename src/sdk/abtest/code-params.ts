/**
 * Code experiments: fetchABTest, fastFetchABTest and fetchCacheABTest (issue 8
 * "Code experiments"). The parameters are checked first (name, type and a
 * default of that type are required); the callback then gets exactly one
 * value: the experiment's variable converted to the declared type, or the
 * default on any failure (invalid call, no experiment, timeout, no worker).
 */
import { convertVariable, isParamValueOf, readVariable } from '../core/abtest';
import type { ExperimentResult } from '../core/abtest-result';
import { validateFetchParams, type FetchParams } from '../core/abtest-options';
import type { AbtestAnswer, AbtestReadMode } from '../core/abtest-protocol';
import { warn } from '../log';

/** The options of one call, as a page passes them (checked before use). */
export interface FetchCall {
  param_name?: unknown;
  value_type?: unknown;
  default_value?: unknown;
  timeout_milliseconds?: unknown;
  callback?: unknown;
}

export interface CodeParamsContext {
  /** The plugin's timeout_milliseconds (already clamped). */
  timeoutMs: number;
  read(mode: AbtestReadMode, timeoutMs: number): Promise<AbtestAnswer>;
  /** The results this page holds now (null before the first answer). */
  snapshot(): readonly ExperimentResult[] | null;
  hit(result: ExperimentResult): void;
}

/** Calls `callback` at most once, swallowing the page's exceptions. */
function once(callback: unknown): (value: unknown) => unknown {
  let called = false;
  return (value) => {
    if (called) return value;
    called = true;
    if (typeof callback === 'function') {
      try {
        (callback as (value: unknown) => void)(value);
      } catch (error) {
        warn('A/B callback failed:', error);
      }
    }
    return value;
  };
}

/** The experiment that defines the variable, when its value is of the declared type. */
function experimentFor(results: readonly ExperimentResult[], params: FetchParams) {
  for (const result of results) {
    const variable = result.variables.find((item) => item.name === params.param_name);
    if (variable && isParamValueOf(params.value_type, convertVariable(variable))) return result;
  }
  return null;
}

export function createCodeParams(ctx: CodeParamsContext) {
  function valueFrom(results: readonly ExperimentResult[] | null, params: FetchParams): unknown {
    const result = results ? experimentFor(results, params) : null;
    if (!result) return params.default_value;
    ctx.hit(result);
    return readVariable(result, params.param_name, params.value_type, params.default_value);
  }

  function check(options: FetchCall, method: string): FetchParams | null {
    const checked = validateFetchParams(options, ctx.timeoutMs);
    if (checked.ok) return checked.params;
    warn(`${method}: ${checked.error}; the default value is used`);
    return null;
  }

  async function fetchValue(options: FetchCall, mode: AbtestReadMode, method: string) {
    const answer = once(options?.callback);
    const params = check(options, method);
    if (!params) return answer(options?.default_value);
    // The worker may be gone: the callback never waits past the call's own deadline.
    const guard = setTimeout(() => answer(params.default_value), params.timeout_milliseconds + 50);
    try {
      const read = await ctx.read(mode, params.timeout_milliseconds).catch(() => null);
      if (!read?.ok) {
        if (read)
          warn(`${method}(${params.param_name}): ${read.message}; the default value is used`);
        return answer(params.default_value);
      }
      return answer(valueFrom(read.results, params));
    } finally {
      clearTimeout(guard);
    }
  }

  return {
    fetchABTest: (options: FetchCall) => fetchValue(options, 'network', 'fetchABTest'),
    /** The results this page holds answer at once; else the worker's cache when fresh, else a fetch. */
    fastFetchABTest(options: FetchCall): Promise<unknown> {
      const snapshot = ctx.snapshot();
      if (!snapshot) return fetchValue(options, 'cached-first', 'fastFetchABTest');
      const answer = once(options?.callback);
      const params = check(options, 'fastFetchABTest');
      return Promise.resolve(answer(params ? valueFrom(snapshot, params) : options?.default_value));
    },
    /**
     * The cached value, never the network: at once from the results this page
     * holds; before the page has any, the callback gets the stored one (or the
     * default) a moment later and the default is returned now.
     */
    fetchCacheABTest(options: FetchCall): unknown {
      const snapshot = ctx.snapshot();
      if (snapshot) {
        const answer = once(options?.callback);
        const params = check(options, 'fetchCacheABTest');
        return answer(params ? valueFrom(snapshot, params) : options?.default_value);
      }
      void fetchValue(options, 'cache', 'fetchCacheABTest');
      return options?.default_value;
    },
  };
}

export type CodeParams = ReturnType<typeof createCodeParams>;
