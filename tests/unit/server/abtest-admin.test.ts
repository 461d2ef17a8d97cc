import { describe, expect, it } from 'vitest';
import {
  OPERATOR_TOKEN,
  abtestServer,
  codeExperiment,
  fetchResults,
  putExperiment,
} from './abtest-fixture';

interface Listed {
  experiments: Array<{ abtest_experiment_id: string; status: string; version: number }>;
}

const link = (overrides: Record<string, unknown> = {}, group: Record<string, unknown> = {}) => ({
  experiment_type: 'LINK',
  status: 'RUNNING',
  control_link: '/account',
  link_match_type: 'FUZZY',
  groups: [
    { abtest_experiment_group_id: 'control', is_control: true, percent: 50 },
    {
      abtest_experiment_group_id: 'test',
      is_control: false,
      percent: 50,
      experiment_link: '/',
      ...group,
    },
  ],
  ...overrides,
});

const visual = (changes: unknown) => ({
  experiment_type: 'VISUAL',
  status: 'RUNNING',
  groups: [{ abtest_experiment_group_id: 'v', is_control: false, percent: 100, changes }],
});

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

describe('operator API: 400 naming the field', () => {
  it.each([
    ['no body', undefined, 'body'],
    ['an array body', [], 'body'],
    ['unknown type', { ...codeExperiment([100]), experiment_type: 'SPLIT' }, 'experiment_type'],
    ['unknown status', { ...codeExperiment([100]), status: 'PAUSED' }, 'status'],
    ['no groups', { ...codeExperiment([]), groups: [] }, 'groups'],
    ['percent above 100', codeExperiment([101]), 'groups.0.percent'],
    ['negative percent', codeExperiment([-1]), 'groups.0.percent'],
    ['percents summing above 100', codeExperiment([60, 50]), 'groups'],
    [
      'a repeated group id',
      {
        ...codeExperiment([10, 10]),
        groups: codeExperiment([10, 10]).groups.map((g) => ({
          ...g,
          abtest_experiment_group_id: 'same',
        })),
      },
      'groups',
    ],
    [
      'is_control missing',
      {
        experiment_type: 'CODE',
        status: 'RUNNING',
        groups: [{ abtest_experiment_group_id: 'g', percent: 1 }],
      },
      'groups.0.is_control',
    ],
    [
      'a variable of unknown type',
      {
        experiment_type: 'CODE',
        status: 'RUNNING',
        groups: [
          {
            abtest_experiment_group_id: 'g',
            is_control: false,
            percent: 1,
            variables: [{ name: 'n', type: 'FLOAT', value: '1' }],
          },
        ],
      },
      'groups.0.variables.0.type',
    ],
    [
      'an INTEGER that is not a number',
      {
        experiment_type: 'CODE',
        status: 'RUNNING',
        groups: [
          {
            abtest_experiment_group_id: 'g',
            is_control: false,
            percent: 1,
            variables: [{ name: 'n', type: 'INTEGER', value: 'ten' }],
          },
        ],
      },
      'groups.0.variables.0.value',
    ],
    [
      'a JSON value that does not parse',
      {
        experiment_type: 'CODE',
        status: 'RUNNING',
        groups: [
          {
            abtest_experiment_group_id: 'g',
            is_control: false,
            percent: 1,
            variables: [{ name: 'n', type: 'JSON', value: '{' }],
          },
        ],
      },
      'groups.0.variables.0.value',
    ],
    [
      'a STRING over 500',
      {
        experiment_type: 'CODE',
        status: 'RUNNING',
        groups: [
          {
            abtest_experiment_group_id: 'g',
            is_control: false,
            percent: 1,
            variables: [{ name: 'n', type: 'STRING', value: 'x'.repeat(501) }],
          },
        ],
      },
      'groups.0.variables.0.value',
    ],
    [
      'a BOOLEAN that is not true/false',
      {
        experiment_type: 'CODE',
        status: 'RUNNING',
        groups: [
          {
            abtest_experiment_group_id: 'g',
            is_control: false,
            percent: 1,
            variables: [{ name: 'n', type: 'BOOLEAN', value: 'yes' }],
          },
        ],
      },
      'groups.0.variables.0.value',
    ],
    ['LINK without control_link', link({ control_link: undefined }), 'control_link'],
    ['LINK without link_match_type', link({ link_match_type: undefined }), 'link_match_type'],
    [
      'LINK with an invalid REGEXP',
      link({ link_match_type: 'REGEXP', control_link: '(' }),
      'control_link',
    ],
    // Issue 14 item 11: a control link that names no page would match every address.
    ['LINK with an empty control_link', link({ control_link: '' }), 'control_link'],
    ['LINK with a blank control_link', link({ control_link: '   ' }), 'control_link'],
    [
      'LINK with a blank REGEXP',
      link({ link_match_type: 'REGEXP', control_link: ' ' }),
      'control_link',
    ],
    ['LINK with a query-only control_link', link({ control_link: '?a=1' }), 'control_link'],
    ['LINK with a relative control_link', link({ control_link: 'account' }), 'control_link'],
    [
      'LINK with a javascript: control_link',
      link({ link_match_type: 'STRICT', control_link: 'javascript:x' }),
      'control_link',
    ],
    [
      'LINK test group without experiment_link',
      link({}, { experiment_link: undefined }),
      'groups.1.experiment_link',
    ],
    [
      'LINK to javascript:',
      link({}, { experiment_link: 'javascript:alert(1)' }),
      'groups.1.experiment_link',
    ],
    [
      'a control group link to javascript:',
      link({
        groups: [
          {
            abtest_experiment_group_id: 'c',
            is_control: true,
            percent: 10,
            experiment_link: 'javascript:x',
          },
        ],
      }),
      'groups.0.experiment_link',
    ],
    ['LINK to /\\host', link({}, { experiment_link: '/\\evil.test' }), 'groups.1.experiment_link'],
    [
      'LINK to a protocol-relative host',
      link({}, { experiment_link: '//evil.test/' }),
      'groups.1.experiment_link',
    ],
    ['VISUAL without changes', visual(undefined), 'groups.0.changes'],
    [
      'VISUAL with an event handler attribute',
      visual([{ selector: 'a', attributes: { onclick: 'x()' } }]),
      'groups.0.changes[0].attributes.onclick',
    ],
    [
      'VISUAL with a javascript: href',
      visual([{ selector: 'a', attributes: { href: 'javascript:x()' } }]),
      'groups.0.changes[0].attributes.href',
    ],
  ])('refuses %s', async (_name, body, field) => {
    const app = await abtestServer();
    const response = await putExperiment(app, 'bad', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(field);
    const results = await fetchResults(app, { anonymous_id: 'a' });
    expect(results.json()).toEqual({ status: 'SUCCESS', results: [] });
  });

  it('accepts decimal percents that sum to 100, in whole buckets', async () => {
    const app = await abtestServer();
    const response = await putExperiment(app, 'thirds', codeExperiment([33.3, 33.3, 33.4]));
    expect(response.statusCode).toBe(200);
    const answer = (await fetchResults(app, { anonymous_id: 'anyone' })).json();
    expect(answer).toMatchObject({ results: [{ abtest_experiment_id: 'thirds' }] });
  });

  it('refuses a blank experiment id in the path', async () => {
    const app = await abtestServer();
    const response = await putExperiment(app, '  ', codeExperiment([100]));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain('abtest_experiment_id');
  });
});
