/**
 * Demo campaigns on real screens (README "Popup campaigns"): the auction hall
 * `/auctionList` (where visitors arrive), the wallet `/myWallet` and the bank
 * cards `/banks`. None shows on the account home `/`, so its first load never
 * needs the popup renderer.
 * `$url_path` is the page path the SDK's `$pageview` carries.
 */
import type { StoredPlan } from '../../popups/plan-schema';

const onPath = (path: string) => ({
  relation: 'and' as const,
  conditions: [{ field: 'event.$pageview.$url_path', function: 'equal', params: [path] }],
});

const preset = (template: Record<string, unknown>) => ({
  popup_type: 'PRESET' as const,
  content: JSON.stringify({ template, properties: {} }),
});

/** Without the plan id: the seed puts each under its id. */
type SeedPlan = Omit<StoredPlan, 'plan_id'> & { plan_id: number };

export const DEMO_POPUP_PLANS: readonly SeedPlan[] = [
  {
    plan_id: 1001,
    cname: '新人欢迎弹窗',
    status: 'ACTIVE',
    absolute_priority: 10,
    strategy_id: 1,
    // The first $pageview of the auction hall: one show per visitor (a year of 12 × 30 days).
    pattern_popup: {
      matcher_list: [{ event_name: '$pageview', params: [1], filter: onPath('/auctionList') }],
    },
    re_enter: { value: 12, unit: 'MONTH', limit: 1 },
    popup_window_content: preset({
      title: '欢迎来到拍卖二手好物',
      text: '新人首单立减 20 元，快去看看今日上新的好物吧。',
      buttons: [{ text: '去逛逛', action: { type: 'close' } }],
    }),
  },
  {
    plan_id: 1002,
    cname: '钱包充值提醒',
    status: 'ACTIVE',
    absolute_priority: 5,
    strategy_id: 2,
    // Three visits of the wallet within a day; at most once a day; converts on a deposit.
    pattern_popup: {
      matcher_list: [
        {
          event_name: '$pageview',
          params: [3],
          window: { value: 1, unit: 'DAY' },
          filter: onPath('/myWallet'),
        },
      ],
    },
    popup_interval: { value: 1, unit: 'DAY' },
    convert_window: { value: 3, unit: 'DAY' },
    convert_event: { event_name: 'deposit_submit' },
    popup_window_content: preset({
      title: '保证金余额不足',
      text: '参与竞拍需要先充值保证金，充值后即可出价。',
      buttons: [
        { text: '稍后再说', action: { type: 'close' } },
        { text: '去充值', action: { type: 'deeplink', value: 'paimai://myWallet/recharge' } },
      ],
    }),
  },
  {
    plan_id: 1003,
    cname: '绑卡引导（对照组）',
    status: 'ACTIVE',
    absolute_priority: 1,
    // Control group: tracked as "not shown (control group)", never drawn; the baseline for 1002-style plans.
    is_control_group: true,
    pattern_popup: {
      matcher_list: [{ event_name: '$pageview', params: [1], filter: onPath('/banks') }],
    },
    popup_interval: { value: 1, unit: 'DAY' },
    convert_window: { value: 1, unit: 'DAY' },
    convert_event: { event_name: 'bank_card_bind' },
    popup_window_content: preset({
      title: '绑定银行卡',
      text: '绑定银行卡后可快速提现。',
      buttons: [{ text: '知道了', action: { type: 'close' } }],
    }),
  },
];

/** Global settings of the demo: at most 3 popups a day, 30 s between any two. */
export const DEMO_POPUP_SETTINGS = {
  msg_limit_global: { is_in_use: true, limits: [{ limit: 3, value: 1, unit: 'DAY' as const }] },
  popup_interval_global: { value: 30, unit: 'SECOND' as const },
  config_pull_interval_ms: 600_000,
};
