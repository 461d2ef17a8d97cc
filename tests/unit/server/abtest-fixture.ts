import type { FastifyInstance } from 'fastify';
import { makeServer } from './server-fixture';

export const OPERATOR_TOKEN = 'test-operator-token';
export const RESULTS_URL = '/abtest/api/v2/abtest/online/results?project-key=demo';

export function abtestServer(): Promise<FastifyInstance> {
  return makeServer({ operatorToken: OPERATOR_TOKEN });
}

export function putExperiment(
  app: FastifyInstance,
  id: string,
  body: unknown,
  token = OPERATOR_TOKEN,
) {
  return app.inject({
    method: 'PUT',
    url: `/abtest/admin/experiments/${encodeURIComponent(id)}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as Record<string, unknown>,
  });
}

export function fetchResults(
  app: FastifyInstance,
  body: Record<string, unknown>,
  url = RESULTS_URL,
) {
  return app.inject({ method: 'POST', url, payload: body });
}

/** A CODE experiment with one group per given percent (the first is control). */
export function codeExperiment(percents: number[], status: 'RUNNING' | 'STOPPED' = 'RUNNING') {
  return {
    experiment_type: 'CODE',
    status,
    groups: percents.map((percent, index) => ({
      abtest_experiment_group_id: `g${index}`,
      is_control: index === 0,
      percent,
      variables: [{ name: 'button_text', type: 'STRING', value: `text-${index}` }],
    })),
  };
}

/** A LINK experiment: control '/account' against '/', half and half. */
export const linkExperiment = (
  overrides: Record<string, unknown> = {},
  group: Record<string, unknown> = {},
) => ({
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

/** A VISUAL experiment of one group with these changes. */
export const visualExperiment = (changes: unknown) => ({
  experiment_type: 'VISUAL',
  status: 'RUNNING',
  groups: [{ abtest_experiment_group_id: 'v', is_control: false, percent: 100, changes }],
});
