/** Helpers for the popup service tests: an operator-authorised server and plan bodies. */
import type { FastifyInstance } from 'fastify';
import { makeServer } from './server-fixture';

export const OPERATOR_TOKEN = 'test-operator-token';
export const AUTH = { authorization: `Bearer ${OPERATOR_TOKEN}` };

export function popupServer(): Promise<FastifyInstance> {
  return makeServer({ operatorToken: OPERATOR_TOKEN });
}

export const presetContent = (title = '限时活动') =>
  JSON.stringify({
    template: { title, text: '正文', buttons: [{ text: '知道了', action: { type: 'close' } }] },
  });

/** A plan body as an operator sends it (no plan_id: the path gives it). */
export function planBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    cname: '测试计划',
    status: 'ACTIVE',
    absolute_priority: 3,
    pattern_popup: { matcher_list: [{ event_name: 'view_goods', params: [1] }] },
    popup_window_content: { popup_type: 'PRESET', content: presetContent() },
    ...overrides,
  };
}

export async function putPlan(app: FastifyInstance, id: string | number, body: unknown) {
  return app.inject({
    method: 'PUT',
    url: `/sfo/admin/plans/${id}`,
    headers: AUTH,
    payload: body as object,
  });
}

export async function fetchConfig(app: FastifyInstance, distinctId = 'visitor-1') {
  const response = await app.inject({
    method: 'GET',
    url: `/sfo/user_popup_configs?distinct_id=${encodeURIComponent(distinctId)}&platform=H5&project=default&time=${Date.now()}&sdk_version=1.26.2`,
  });
  return response;
}
