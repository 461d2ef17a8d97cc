import { describe, expect, it } from 'vitest';
import {
  OPERATOR_TOKEN,
  abtestServer,
  codeExperiment,
  fetchResults,
  putExperiment,
  visualExperiment as visual,
} from './abtest-fixture';

interface Listed {
  experiments: Array<{ abtest_experiment_id: string; status: string; version: number }>;
}

describe('operator API: token', () => {
  it.each([
    ['no header', undefined],
    ['a wrong token', `Bearer wrong-${OPERATOR_TOKEN}`],
    ['no Bearer scheme', OPERATOR_TOKEN],
  ])('answers 401 and changes nothing with %s', async (_name, authorization) => {
    const app = await abtestServer();
    const headers = authorization ? { authorization } : {};
    const put = await app.inject({
      method: 'PUT',
      url: '/abtest/admin/experiments/x',
      headers,
      payload: codeExperiment([100]),
    });
    const list = await app.inject({ method: 'GET', url: '/abtest/admin/experiments', headers });
    const del = await app.inject({
      method: 'DELETE',
      url: '/abtest/admin/experiments/home-title',
      headers,
    });
    expect([put.statusCode, list.statusCode, del.statusCode]).toEqual([401, 401, 401]);
    const listed = await app.inject({
      method: 'GET',
      url: '/abtest/admin/experiments',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    const ids = listed.json<Listed>().experiments.map((item) => item.abtest_experiment_id);
    expect(ids).toEqual(['home-title', 'register-button', 'rules-landing']);
  });
});

describe('operator API: create, list, replace, delete', () => {
  it('stores an experiment, lists it, bumps its version on replace and deletes it', async () => {
    const app = await abtestServer();
    const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
    const created = await putExperiment(app, 'exp-1', {
      ...codeExperiment([100]),
      abtest_experiment_id: 'ignored',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ abtest_experiment_id: 'exp-1', version: 1 });
    const replaced = await putExperiment(app, 'exp-1', codeExperiment([0, 100]));
    expect(replaced.json()).toMatchObject({ version: 2 });
    const results = await fetchResults(app, { anonymous_id: 'anon' });
    expect(results.json()).toMatchObject({
      results: [{ abtest_experiment_id: 'exp-1', abtest_experiment_result_id: 'exp-1-g1-v2' }],
    });
    const list = await app.inject({
      method: 'GET',
      url: '/abtest/admin/experiments',
      headers: auth,
    });
    expect(
      list.json<Listed>().experiments.find((e) => e.abtest_experiment_id === 'exp-1'),
    ).toMatchObject({
      status: 'RUNNING',
      version: 2,
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/abtest/admin/experiments/exp-1',
      headers: auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await fetchResults(app, { anonymous_id: 'anon' })).json()).toEqual({
      status: 'SUCCESS',
      results: [],
    });
    const again = await app.inject({
      method: 'DELETE',
      url: '/abtest/admin/experiments/exp-1',
      headers: auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('is back to the seed after /__dev/reset', async () => {
    const app = await abtestServer();
    const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
    await putExperiment(app, 'extra', codeExperiment([100]));
    await app.inject({
      method: 'DELETE',
      url: '/abtest/admin/experiments/home-title',
      headers: auth,
    });
    expect((await app.inject({ method: 'POST', url: '/__dev/reset' })).statusCode).toBe(200);
    const list = await app.inject({
      method: 'GET',
      url: '/abtest/admin/experiments',
      headers: auth,
    });
    expect(list.json<Listed>().experiments.map((e) => [e.abtest_experiment_id, e.version])).toEqual(
      [
        ['home-title', 1],
        ['register-button', 1],
        ['rules-landing', 1],
      ],
    );
  });

  it('seeds one STOPPED experiment of each type that a PUT turns on', async () => {
    const app = await abtestServer();
    const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
    const list = (
      await app.inject({ method: 'GET', url: '/abtest/admin/experiments', headers: auth })
    ).json<{
      experiments: Array<Record<string, unknown>>;
    }>();
    expect(
      list.experiments.map((e) => [e.abtest_experiment_id, e.experiment_type, e.status]),
    ).toEqual([
      ['home-title', 'VISUAL', 'STOPPED'],
      ['register-button', 'CODE', 'STOPPED'],
      ['rules-landing', 'LINK', 'STOPPED'],
    ]);
    const seeded = list.experiments.find((e) => e.abtest_experiment_id === 'rules-landing');
    const groups = [
      { abtest_experiment_group_id: 'control', is_control: true, percent: 0 },
      {
        abtest_experiment_group_id: 'bidding-rules',
        is_control: false,
        percent: 100,
        experiment_link: '/rulesDetail?id=1',
      },
    ];
    await putExperiment(app, 'rules-landing', { ...seeded, status: 'RUNNING', groups });
    const answer = (await fetchResults(app, { anonymous_id: 'anyone' })).json();
    expect(answer).toMatchObject({
      results: [
        {
          experiment_type: 'LINK',
          control_link: '/rules',
          link_match_type: 'FUZZY',
          experiment_link: '/rulesDetail?id=1',
          is_control_group: false,
        },
      ],
    });
  });

  it("keeps a VISUAL experiment's validated changes and page scope in the results", async () => {
    const app = await abtestServer();
    const changes = [{ selector: 'header h1', text: '新标题', style: { color: 'red' } }];
    const body = { ...visual(changes), control_link: '/', link_match_type: 'STRICT' };
    expect((await putExperiment(app, 'v1', body)).statusCode).toBe(200);
    const answer = (await fetchResults(app, { anonymous_id: 'a' })).json();
    expect(answer).toMatchObject({
      results: [{ changes, control_link: '/', link_match_type: 'STRICT' }],
    });
  });
});
