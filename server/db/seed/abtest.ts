import type { Database } from 'better-sqlite3';
import { parseExperiment } from '../../abtest/experiment-schema';
import { putExperiment } from '../../abtest/store';

/**
 * Seeded experiments, one per type, on screens the app has today. All are
 * STOPPED so that no other test (or a person's first `npm start`) sees a
 * variant by surprise: a test or a person turns one on with the operator API
 * (PUT /abtest/admin/experiments/:id with status RUNNING; a group with
 * percent 100 puts every visitor in it). Re-PUT replaces the whole experiment.
 *
 * - `home-title` (VISUAL): the home page's heading `我的账户` becomes `我的账户 · 新版`.
 *   Scoped to the home page by control_link `/` (FUZZY: with any query, e.g. `?token=…`).
 * - `not-found-button` (CODE): the wording of the not-found page's primary button,
 *   read with fetchABTest({ param_name: 'not_found_home_button_text',
 *   value_type: 'String', default_value: '返回首页' }).
 * - `legacy-account-link` (LINK): the old address `/account` (today the not-found
 *   page) sends test-group visitors to the account home `/`; the control group
 *   stays on `/account`.
 */
const SEEDED: ReadonlyArray<{ id: string; body: unknown }> = [
  {
    id: 'home-title',
    body: {
      experiment_type: 'VISUAL',
      status: 'STOPPED',
      control_link: '/',
      link_match_type: 'FUZZY',
      groups: [
        { abtest_experiment_group_id: 'control', is_control: true, percent: 50 },
        {
          abtest_experiment_group_id: 'new-title',
          is_control: false,
          percent: 50,
          changes: [{ selector: 'header h1', text: '我的账户 · 新版' }],
        },
      ],
    },
  },
  {
    id: 'not-found-button',
    body: {
      experiment_type: 'CODE',
      status: 'STOPPED',
      groups: [
        {
          abtest_experiment_group_id: 'control',
          is_control: true,
          percent: 50,
          variables: [{ name: 'not_found_home_button_text', type: 'STRING', value: '返回首页' }],
        },
        {
          abtest_experiment_group_id: 'go-home',
          is_control: false,
          percent: 50,
          variables: [{ name: 'not_found_home_button_text', type: 'STRING', value: '去首页看看' }],
        },
      ],
    },
  },
  {
    id: 'legacy-account-link',
    body: {
      experiment_type: 'LINK',
      status: 'STOPPED',
      control_link: '/account',
      link_match_type: 'FUZZY',
      groups: [
        { abtest_experiment_group_id: 'control', is_control: true, percent: 50 },
        {
          abtest_experiment_group_id: 'to-home',
          is_control: false,
          percent: 50,
          experiment_link: '/',
        },
      ],
    },
  },
];

// A fixed stamp keeps the seed identical from run to run.
const SEEDED_AT = Date.UTC(2026, 0, 1);

export function seedAbtest(db: Database): void {
  for (const { id, body } of SEEDED) {
    const experiment = parseExperiment(id, body);
    if (!experiment.ok) throw new Error(`seeded experiment ${id}: ${experiment.message}`);
    putExperiment(db, experiment.value, SEEDED_AT);
  }
}
