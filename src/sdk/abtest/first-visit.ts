/**
 * A page load's link decision when the page has nothing cached (a first visit,
 * a new visitor, results older than the refresh): the worker boots after the
 * page's own script and may not answer within the 500 ms mask, so the plugin
 * asks the experiment service itself once, at init (abtest-plugin.ts), and the
 * first good answer of the two decides. The worker still fetches and caches as
 * usual; assignment is deterministic, so both answers agree.
 */
import { readResponse } from '../core/abtest-fetch';
import type { AbtestAnswer } from '../core/abtest-protocol';

/** The page's own answer as the worker would give it. */
export async function answerFrom(body: Promise<unknown>): Promise<AbtestAnswer> {
  const outcome = readResponse(await body);
  return outcome.ok
    ? { ok: true, results: outcome.results, source: 'network', fetchedAt: Date.now() }
    : outcome;
}

/** The first successful answer, or the last failure when every one fails. */
export function firstSuccess(answers: Array<Promise<AbtestAnswer>>): Promise<AbtestAnswer> {
  return new Promise((resolve) => {
    let left = answers.length;
    for (const answer of answers) {
      void answer
        .catch((error: unknown): AbtestAnswer => ({
          ok: false,
          error: 'network',
          message: error instanceof Error ? error.message : String(error),
        }))
        .then((value) => {
          left -= 1;
          if (value.ok || left === 0) resolve(value);
        });
    }
  });
}
