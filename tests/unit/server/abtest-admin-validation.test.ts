// The operator API's experiment checks (CONTRACTS.md): a bad body is HTTP 400 naming the field.
import { describe, expect, it } from 'vitest';
import {
  abtestServer,
  codeExperiment,
  fetchResults,
  linkExperiment as link,
  putExperiment,
  visualExperiment as visual,
} from './abtest-fixture';

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
