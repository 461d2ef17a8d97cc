import { describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import {
  appVersionDown,
  articleInfo,
  currentRuleConfig,
  homeRuleInfo,
  ruleInfo,
} from '../../../src/shared/contracts/rules-articles';
import type { Endpoint } from '../../../src/shared/contract';
import { makeServer } from './server-fixture';
import { injectCall } from './wire-client';

async function get(endpoint: Endpoint, input: Record<string, unknown> = {}) {
  const app = await makeServer();
  const response = await app.inject(injectCall(endpoint, input));
  return response.json<{ code: string; data: Record<string, unknown> }>();
}

describe('rules, articles and app versions', () => {
  it('serves the protocols of spec 000 §2 by id (8 platform service, 7 privacy)', async () => {
    expect((await get(ruleInfo, { id: 8 })).data).toMatchObject({ title: '平台服务协议' });
    expect((await get(ruleInfo, { id: 7 })).data).toMatchObject({ title: '用户隐私协议' });
    expect((await get(ruleInfo, { id: 999 })).code).toBe(BUSINESS_ERRORS.notFound.code);
  });

  it('lists every rule with a version and serves the home notice', async () => {
    const list = await get(currentRuleConfig);
    expect((list.data.rules as unknown[]).length).toBe(8);
    expect(list.data.version).toMatch(/^\d+$/);
    expect((await get(homeRuleInfo)).data).toMatchObject({ title: '竞拍规则' });
  });

  it('serves an article at its latest or a chosen version, with every version listed', async () => {
    const latest = await get(articleInfo, { id: 1 });
    expect(latest.data).toMatchObject({ version: 3 });
    expect((latest.data.versions as Array<{ version: number }>).map((v) => v.version)).toEqual([
      3, 2, 1,
    ]);
    const first = await get(articleInfo, { id: 1, version: 1 });
    expect(first.data).toMatchObject({ version: 1 });
    expect(first.data.content).not.toEqual(latest.data.content);
    expect((await get(articleInfo, { id: 1, version: 9 })).code).toBe(
      BUSINESS_ERRORS.notFound.code,
    );
  });

  it('answers the iOS and Android releases', async () => {
    const answer = await get(appVersionDown);
    expect(answer.data).toMatchObject({
      ios: { version: expect.stringMatching(/^\d+\.\d+\.\d+$/) },
      android: { downloadUrl: expect.stringMatching(/^https:\/\//) },
    });
  });
});
