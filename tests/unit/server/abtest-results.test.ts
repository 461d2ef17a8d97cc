import { describe, expect, it } from 'vitest';
import { isAnalyticsServicePath, isServicePath } from '../../../src/shared/service-paths';
import { parseExperimentResponse } from '../../../src/sdk/core/abtest';
import { assignGroup, bucketOf } from '../../../server/abtest/assign';
import type { Experiment } from '../../../server/abtest/experiment-schema';
import { abtestServer, codeExperiment, fetchResults, putExperiment } from './abtest-fixture';

interface Answer {
  status: string;
  results: Array<Record<string, unknown>>;
}

describe('experiment results endpoint', () => {
  it('answers SUCCESS with no results while every seeded experiment is STOPPED', async () => {
    const app = await abtestServer();
    const response = await fetchResults(app, { anonymous_id: 'anon-1', platform: 'H5' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'SUCCESS', results: [] });
  });

  it('answers a running experiment in the spec 001 §3 shape the SDK parser accepts', async () => {
    const app = await abtestServer();
    expect((await putExperiment(app, 'exp-1', codeExperiment([0, 100]))).statusCode).toBe(200);
    const response = await fetchResults(app, { anonymous_id: 'anon-1', platform: 'H5' });
    const answer = response.json<Answer>();
    expect(answer.results).toEqual([
      {
        abtest_experiment_id: 'exp-1',
        abtest_experiment_group_id: 'g1',
        abtest_experiment_result_id: 'exp-1-g1-v1',
        experiment_type: 'CODE',
        is_control_group: false,
        variables: [{ name: 'button_text', type: 'STRING', value: 'text-1' }],
      },
    ]);
    const parsed = parseExperimentResponse(answer);
    expect(parsed).toMatchObject({ ok: true, dropped: 0 });
  });

  it('gives the same group on every call and on another server instance with the same experiment', async () => {
    const first = await abtestServer();
    const second = await abtestServer();
    const body = codeExperiment([30, 30, 30]);
    await putExperiment(first, 'stable', body);
    await putExperiment(second, 'stable', body);
    for (const visitor of ['a', 'b', 'c', 'visitor-42', '用户']) {
      const groups = await Promise.all(
        [first, first, second].map(async (app) => {
          const answer = (await fetchResults(app, { anonymous_id: visitor })).json<Answer>();
          return answer.results[0]?.abtest_experiment_group_id ?? 'none';
        }),
      );
      expect(new Set(groups).size).toBe(1);
    }
  });

  it.each([
    ['login_id wins over anonymous_id', { anonymous_id: 'device-1', login_id: 'user-7' }, 'user-7'],
    ['distinct_id when no login_id', { anonymous_id: 'device-1', distinct_id: 'd-9' }, 'd-9'],
    ['anonymous_id alone', { anonymous_id: 'device-1' }, 'device-1'],
  ])('assigns by the visitor id: %s', async (_name, body, visitorId) => {
    const app = await abtestServer();
    await putExperiment(app, 'by-id', codeExperiment([50, 50]));
    const answer = (await fetchResults(app, body)).json<Answer>();
    const expected = bucketOf('by-id', visitorId) < 50 ? 'g0' : 'g1';
    expect(answer.results[0]?.abtest_experiment_group_id).toBe(expected);
  });

  it('gives no result to a visitor outside every group, and none for a STOPPED experiment', async () => {
    const app = await abtestServer();
    await putExperiment(app, 'nobody', codeExperiment([0, 0]));
    await putExperiment(app, 'stopped', codeExperiment([100], 'STOPPED'));
    const answer = (await fetchResults(app, { anonymous_id: 'anon-1' })).json<Answer>();
    expect(answer.results).toEqual([]);
  });

  it('accepts a JSON body sent as text/plain (no CORS preflight)', async () => {
    const app = await abtestServer();
    await putExperiment(app, 'exp-1', codeExperiment([100]));
    const response = await app.inject({
      method: 'POST',
      url: '/abtest/api/v2/abtest/online/results?project-key=demo',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ anonymous_id: 'anon-1', platform: 'H5' }),
    });
    expect(response.json<Answer>().results).toHaveLength(1);
  });

  it.each([
    [
      'no project key',
      '/abtest/api/v2/abtest/online/results',
      { anonymous_id: 'a' },
      'project-key',
    ],
    [
      'no visitor id',
      '/abtest/api/v2/abtest/online/results?project-key=p',
      { platform: 'H5' },
      'anonymous_id',
    ],
    [
      'a visitor id that is not a string',
      '/abtest/api/v2/abtest/online/results?project-key=p',
      { anonymous_id: 5 },
      'anonymous_id',
    ],
    [
      'an over-long id',
      '/abtest/api/v2/abtest/online/results?project-key=p',
      { anonymous_id: 'x'.repeat(256) },
      'anonymous_id',
    ],
  ])('answers FAILED with HTTP 400 for %s', async (_name, url, body, field) => {
    const app = await abtestServer();
    const response = await fetchResults(app, body, url);
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ status: string; error: string }>();
    expect(answer.status).toBe('FAILED');
    expect(answer.error).toContain(field);
  });

  it('allows a credential-less call from any origin (preflight and answer)', async () => {
    const app = await abtestServer();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/abtest/api/v2/abtest/online/results?project-key=demo',
      headers: {
        origin: 'http://elsewhere.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const answer = await fetchResults(app, { anonymous_id: 'a' });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('experiment service paths', () => {
  it.each([
    ['/abtest/api/v2/abtest/online/results', true, true],
    ['/abtest/admin/experiments', false, true],
    ['/abtest/admin/experiments/x', false, true],
    ['/abtesting', false, false],
  ])('%s: CORS %s, never the app %s', (path, cors, service) => {
    expect(isAnalyticsServicePath(path)).toBe(cors);
    expect(isServicePath(path)).toBe(service);
  });
});

describe('deterministic assignment', () => {
  const experiment = (percents: number[]): Experiment => ({
    abtest_experiment_id: 'split',
    experiment_type: 'CODE',
    status: 'RUNNING',
    groups: percents.map((percent, index) => ({
      abtest_experiment_group_id: `g${index}`,
      is_control: index === 0,
      percent,
    })),
  });

  it('puts buckets 0..99 into the groups in order, by their percentages', () => {
    const visitors = Array.from({ length: 2000 }, (_, index) => `visitor-${index}`);
    const counts = new Map<string, number>();
    for (const visitor of visitors) {
      const group =
        assignGroup(experiment([20, 30]), visitor)?.abtest_experiment_group_id ?? 'none';
      counts.set(group, (counts.get(group) ?? 0) + 1);
      const bucket = bucketOf('split', visitor);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      expect(group).toBe(bucket < 20 ? 'g0' : bucket < 50 ? 'g1' : 'none');
    }
    // A well-mixed hash: shares within a few points of 20 / 30 / 50 %.
    expect((counts.get('g0') ?? 0) / visitors.length).toBeCloseTo(0.2, 1);
    expect((counts.get('g1') ?? 0) / visitors.length).toBeCloseTo(0.3, 1);
    expect((counts.get('none') ?? 0) / visitors.length).toBeCloseTo(0.5, 1);
  });

  it('reads a decimal percent in whole buckets: 33.5 covers buckets 0..33', () => {
    for (const visitor of Array.from({ length: 500 }, (_, index) => `d${index}`)) {
      const inGroup = assignGroup(experiment([33.5]), visitor) !== null;
      expect(inGroup).toBe(bucketOf('split', visitor) <= 33);
    }
  });

  it('depends on the experiment too: visitors are not split alike in every experiment', () => {
    const visitors = Array.from({ length: 200 }, (_, index) => `v${index}`);
    const same = visitors.filter((v) => bucketOf('exp-a', v) === bucketOf('exp-b', v)).length;
    expect(same).toBeLessThan(20);
  });

  it('is a fixed function of its inputs (a known value guards against a changed hash)', () => {
    expect(bucketOf('exp-1', 'anon-1')).toBe(bucketOf('exp-1', 'anon-1'));
    expect(bucketOf('exp-1', 'anon-1')).toMatchInlineSnapshot(`73`);
  });
});
