import type { Database } from 'better-sqlite3';
import { parseExperiment } from '../../abtest/experiment-schema';
import { putExperiment } from '../../abtest/store';

/**
 * Seeded experiments, one per type, on real screens of the app. All are
 * STOPPED so that no other test (or a person's first `npm start`) sees a
 * variant by surprise: a test or a person turns one on with the operator API
 * (PUT /abtest/admin/experiments/:id with status RUNNING; a group with
 * percent 100 puts every visitor in it). Re-PUT replaces the whole experiment.
 *
 * - `home-title` (VISUAL): the home page's heading `我的账户` becomes `我的账户 · 新版`.
 *   Scoped to the home page by control_link `/` (FUZZY: with any query, e.g. `?token=…`).
 * - `register-button` (CODE): the wording of the registration page's primary
 *   button (/userFissionRegistration), read with fetchABTest-style
 *   fastFetchABTest({ param_name: 'register_button_text', value_type: 'String',
 *   default_value: '注册并登录' }); the test group reads 立即注册，参与竞拍.
 * - `rules-landing` (LINK): new visitors land directly on the bidding rules:
 *   the rules list `/rules` (FUZZY: with any query) sends test-group visitors to
 *   the bidding rule `/rulesDetail?id=1`; the control group stays on `/rules`.
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
    id: 'register-button',
    body: {
      experiment_type: 'CODE',
      status: 'STOPPED',
      groups: [
        {
          abtest_experiment_group_id: 'control',
          is_control: true,
          percent: 50,
          variables: [{ name: 'register_button_text', type: 'STRING', value: '注册并登录' }],
        },
        {
          abtest_experiment_group_id: 'join-bidding',
          is_control: false,
          percent: 50,
          variables: [
            { name: 'register_button_text', type: 'STRING', value: '立即注册，参与竞拍' },
          ],
        },
      ],
    },
  },
  {
    id: 'rules-landing',
    body: {
      experiment_type: 'LINK',
      status: 'STOPPED',
      control_link: '/rules',
      link_match_type: 'FUZZY',
      groups: [
        { abtest_experiment_group_id: 'control', is_control: true, percent: 50 },
        {
          abtest_experiment_group_id: 'bidding-rules',
          is_control: false,
          percent: 50,
          experiment_link: '/rulesDetail?id=1',
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
