/**
 * The popup bench's campaigns (issue 7 "Benchmark"): 200 plans of 5 rules each
 * over 40 event names, every rule with a trigger count of 3 in a day and a
 * property filter the bench events never pass, so each tracked event runs the
 * full checks of about 25 plans and shows nothing; plus one plan per "show"
 * event for the track() → visible measurement.
 */
export const BENCH_EVENT_NAMES = Array.from({ length: 40 }, (_, i) => `bench_e${i}`);
export const LOADED_PLANS = 200;
export const RULES_PER_PLAN = 5;

export function loadedPlan(index: number) {
  const planId = 50_000 + index;
  return {
    plan_id: planId,
    cname: `bench ${index}`,
    status: 'ACTIVE',
    strategy_id: 1,
    absolute_priority: index % 7,
    pattern_popup: {
      matcher_list: Array.from({ length: RULES_PER_PLAN }, (_, r) => {
        const event = BENCH_EVENT_NAMES[(index * RULES_PER_PLAN + r) % BENCH_EVENT_NAMES.length]!;
        return {
          event_name: event,
          params: [3],
          window: { value: 1, unit: 'DAY' },
          filter: {
            relation: 'and',
            conditions: [
              { field: `event.${event}.amount`, function: 'greater', params: [1e9] },
              { field: `event.${event}.channel`, function: 'equal', params: ['never'] },
            ],
          },
        };
      }),
    },
    popup_window_content: {
      popup_type: 'PRESET',
      content: JSON.stringify({ template: { title: `bench ${index}` } }),
    },
  };
}

export function showPlan(index: number) {
  return {
    plan_id: 60_000 + index,
    cname: `bench show ${index}`,
    status: 'ACTIVE',
    strategy_id: 2,
    absolute_priority: 100,
    pattern_popup: { matcher_list: [{ event_name: `bench_show_${index}`, params: [1] }] },
    popup_window_content: {
      popup_type: 'PRESET',
      content: JSON.stringify({
        template: {
          title: '限时活动',
          text: '基准测试弹窗',
          buttons: [{ text: '知道了', action: { type: 'close' } }],
        },
      }),
    },
  };
}

/** Ten properties of every kind the data rules accept (issue 7 "per-event main-thread path"). */
export function benchProperties(i: number): Record<string, unknown> {
  return {
    amount: i,
    channel: 'organic',
    title: `商品 ${i}`,
    price: 19.9,
    in_stock: i % 2 === 0,
    tags: ['二手', '拍卖'],
    listed_at: new Date(1_700_000_000_000 + i),
    seller: { id: 7, level: 'gold' },
    quantity: 3,
    source_page: '/goods/detail',
  };
}
