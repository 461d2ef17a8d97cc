/**
 * Issue 14 item 8 on the reference server: the operator API takes a rule's
 * multi_filter in spec 001 §3's shape, refuses the old `{ filters }` shape with
 * the shape to send instead, and stored plans of the old shape are rewritten (or
 * suspended, with a note) when the database opens.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open-database';
import { buildConfigResponse } from '../../../server/popups/config-response';
import { findPlan, listPlans, readSettings } from '../../../server/popups/store';
import { AUTH, fetchConfig, planBody, popupServer, putPlan } from './popups-fixture';

const cond = (field: string, fn = 'isTrue', params: unknown[] = []) => ({
  field,
  function: fn,
  params,
});
const withRule = (rule: Record<string, unknown>) =>
  planBody({ pattern_popup: { matcher_list: [{ event_name: 'view_goods', ...rule }] } });
const ruleOf = (plan: { pattern_popup: { matcher_list: unknown[] } }) =>
  plan.pattern_popup.matcher_list[0];

describe('PUT /sfo/admin/plans: multi_filter', () => {
  it('stores the spec’s shape and sends it to clients', async () => {
    const app = await popupServer();
    const multi = { relation: 'or', conditions: [cond('a'), cond('city', 'equal', ['杭州'])] };
    const response = await putPlan(app, 7, withRule({ multi_filter: multi }));
    expect(response.statusCode).toBe(200);
    const sent = (await fetchConfig(app)).json<{ popup_plans: Array<{ plan_id: number }> }>();
    const plan = sent.popup_plans.find((item) => item.plan_id === 7) as never;
    expect(ruleOf(plan)).toEqual({ event_name: 'view_goods', multi_filter: multi });
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    [
      'the old shape, with the shape to send',
      {
        multi_filter: {
          relation: 'or',
          filters: [{ conditions: [cond('a')] }, { conditions: [cond('b')] }],
        },
      },
      /matcher_list\.0\.multi_filter: \{ relation, filters: \[\.\.\.\] \} is no longer read.*"multi_filter": \{"relation":"or","conditions":\[\{"field":"a"/,
    ],
    [
      'the old shape no filter can say',
      {
        multi_filter: {
          relation: 'or',
          filters: [
            { relation: 'and', conditions: [cond('a'), cond('b')] },
            { conditions: [cond('c')] },
          ],
        },
      },
      /multi_filter: .*no longer read.*cannot say/,
    ],
    [
      'filter and multi_filter together',
      { filter: { conditions: [cond('a')] }, multi_filter: { conditions: [cond('b')] } },
      /matcher_list\.0: give filter or multi_filter, not both/,
    ],
    [
      'an unknown function in multi_filter',
      { multi_filter: { conditions: [cond('a', 'startsWith')] } },
      /matcher_list\.0\.multi_filter\.conditions\.0\.function.*startsWith/,
    ],
    [
      'multi_filter without conditions',
      { multi_filter: { relation: 'and' } },
      /matcher_list\.0\.multi_filter\.conditions/,
    ],
  ])('400: %s', async (_name, rule, message) => {
    const app = await popupServer();
    const response = await putPlan(app, 7, withRule(rule));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
    const listed = await app.inject({ method: 'GET', url: '/sfo/admin/plans', headers: AUTH });
    expect(listed.json<{ plans: unknown[] }>().plans).toHaveLength(3); // the seed only
  });
});

describe('stored plans of the old shape are upgraded when the database opens', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it('rewrites what one filter can say and suspends the rest with a note', () => {
    dir = mkdtempSync(join(tmpdir(), 'popups-legacy-'));
    const file = join(dir, 'db.sqlite');
    const first = openDatabase(file);
    const legacy = (id: string, multi: unknown) =>
      JSON.stringify({ ...withRule({ multi_filter: multi }), plan_id: Number(id) });
    const insert = first.prepare(
      'INSERT INTO popup_plans (plan_id, body, updated_at, deleted_at) VALUES (?, ?, 0, NULL)',
    );
    insert.run('71', legacy('71', { relation: 'and', filters: [{ conditions: [cond('a')] }] }));
    insert.run(
      '72',
      legacy('72', {
        relation: 'or',
        filters: [
          { relation: 'and', conditions: [cond('a'), cond('b')] },
          { conditions: [cond('c')] },
        ],
      }),
    );
    first.close();

    const db = openDatabase(file);
    try {
      expect(ruleOf(findPlan(db, '71') as never)).toEqual({
        event_name: 'view_goods',
        multi_filter: { relation: 'and', conditions: [cond('a')] },
      });
      const suspended = findPlan(db, '72');
      expect(suspended?.status).toBe('SUSPEND');
      expect(suspended?.migration_note).toMatch(/old multi_filter.*"filters"/i);
      expect(ruleOf(suspended as never)).toEqual({ event_name: 'view_goods' });
      // The note stays on the server; the plan is sent paused, in a shape clients read.
      const config = buildConfigResponse(listPlans(db), readSettings(db), 'v', 0);
      const sent = config.popup_plans.find((plan) => plan.plan_id === 72);
      expect(sent?.status).toBe('SUSPEND');
      expect(sent && 'migration_note' in sent).toBe(false);
    } finally {
      db.close();
    }
  });
});
