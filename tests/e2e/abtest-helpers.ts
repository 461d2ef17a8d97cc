import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { baseUrl, devApi, pollUntil } from './harness';

export interface TriggerEvent {
  event?: string;
  distinct_id: string;
  properties: Record<string, unknown>;
}

/** PUT an experiment through the operator API (CONTRACTS.md) with the e2e operator token. */
export async function putExperiment(id: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl()}/abtest/admin/experiments/${id}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${inject('operatorToken')}`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`PUT experiment ${id} → ${response.status} ${await response.text()}`);
}

/** The rules list page `/rules` (the link experiment's control page): its header and a rule summary. */
export const RULES_LIST_TITLE = '平台规则';
export const RULES_LIST_SUMMARY = '出价、加价幅度、延时与成交的规则。';
/** The experiment page `/rulesDetail?id=1`: the bidding rule's title and a line of its body. */
export const BIDDING_RULE_TITLE = '竞拍规则';
export const BIDDING_RULE_TEXT = '最低加价幅度为 10 元';

const rulesLanding = (testPercent: 0 | 100) => ({
  experiment_type: 'LINK',
  status: 'RUNNING',
  control_link: '/rules',
  link_match_type: 'FUZZY',
  groups: [
    { abtest_experiment_group_id: 'control', is_control: true, percent: 100 - testPercent },
    {
      abtest_experiment_group_id: 'bidding-rules',
      is_control: false,
      percent: testPercent,
      experiment_link: '/rulesDetail?id=1',
    },
  ],
});

/** Every visitor in one group: the seeded experiments (server/db/seed/abtest.ts), RUNNING. */
export const EXPERIMENTS = {
  /** `rules-landing`: /rules → /rulesDetail?id=1 for everyone. */
  linkToRule: rulesLanding(100),
  /** `rules-landing`: everyone in the control group (stays on /rules). */
  linkControl: rulesLanding(0),
  /** `register-button`: the registration page's primary button wording. */
  registerButton: {
    experiment_type: 'CODE',
    status: 'RUNNING',
    groups: [
      {
        abtest_experiment_group_id: 'join-bidding',
        is_control: false,
        percent: 100,
        variables: [{ name: 'register_button_text', type: 'STRING', value: '立即注册，参与竞拍' }],
      },
    ],
  },
  homeTitle: {
    experiment_type: 'VISUAL',
    status: 'RUNNING',
    control_link: '/',
    link_match_type: 'STRICT',
    groups: [
      {
        abtest_experiment_group_id: 'new-title',
        is_control: false,
        percent: 100,
        changes: [{ selector: 'header h1', text: '我的账户 · 新版' }],
      },
    ],
  },
} as const;

/**
 * Samples, every frame from the first script on, whether the A/B mask is up
 * and whether the rules list's (the control page's) content is visible, so a
 * test can prove the control content never showed without the mask.
 */
export const FRAME_SAMPLER = `
  window.__abFrames = [];
  const sample = () => {
    const mask = !!document.querySelector('[data-sf-abtest-mask]');
    const body = document.body;
    const hidden = !body || getComputedStyle(body).visibility === 'hidden';
    const title = document.querySelector('header h1');
    const control = !!body && ((!!title && title.textContent === ${JSON.stringify(RULES_LIST_TITLE)})
      || body.innerText.includes(${JSON.stringify(RULES_LIST_SUMMARY)}));
    window.__abFrames.push({ t: performance.now(), mask, control: control && !hidden });
    if (window.__abFrames.length < 2000) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
`;

export interface FrameSample {
  t: number;
  mask: boolean;
  control: boolean;
}

export function frames(page: Page): Promise<FrameSample[]> {
  return page.evaluate(() => (window as unknown as { __abFrames: FrameSample[] }).__abFrames);
}

/** Asks the page's SDK to send its outbox now (the engine flushes on `online`). */
export async function flushEvents(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

export async function triggers(): Promise<TriggerEvent[]> {
  const answer = await devApi<{ events: TriggerEvent[] }>(
    'GET',
    `/__dev/events?event=${encodeURIComponent('$ABTestTrigger')}`,
  );
  return answer.events;
}

/** Polls the receiver until `count` triggers arrived, flushing the page. */
export function waitForTriggers(page: Page, count: number): Promise<TriggerEvent[]> {
  return pollUntil(
    async () => {
      await flushEvents(page).catch(() => undefined);
      return triggers();
    },
    (received) => received.length >= count,
    20_000,
  );
}
