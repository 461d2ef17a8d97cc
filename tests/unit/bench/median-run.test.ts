import { describe, expect, it } from 'vitest';
import type { RouteLoadResult } from '../../../bench/routes/measure-route-load';
import { medianRun } from '../../../bench/scenarios/routes';

const run = (contentMs: number): RouteLoadResult => ({
  built: true,
  route: '/',
  coldMainGzBytes: 1,
  coldScripts: [],
  cold: { contentMs, fcpMs: null },
  warm: { contentMs: contentMs / 2, fcpMs: null },
  warmControlled: true,
});

describe('bench routes: median run', () => {
  it.each([
    [[3000, 2000, 4000], 3000],
    [[2500], 2500],
    [[4000, 1000], 1000],
  ])('of cold times %j is %i', (times, expected) => {
    const median = medianRun(times.map(run));
    expect(median.built && median.cold.contentMs).toBe(expected);
  });

  it('reports a route that is not built', () => {
    expect(medianRun([{ built: false, route: '/x' }])).toEqual({ built: false, route: '/x' });
  });
});
