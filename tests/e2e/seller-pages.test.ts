import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedIdsOf, SEED_ORDERS } from '../../server/db/seed/consignment-data';
import * as c from '../../src/shared/contracts/seller-other-pages';
import { baseUrl, devApi, requestsTo, setUpBrowserSuite, setUpPagePerTest } from './harness';
import { loginAs } from './login';

// Issue 18, spec 000 §2 "Other": the seller's other pages at 375 px, as seller2
// (user 3) against the reference server; bidder2 for the sellers-only page.
const SELLER2_INSPECTED_ITEM =
  seedIdsOf(1).firstOrderId + SEED_ORDERS.findIndex((order) => order.state === 'inspected');

/** The server's own copy, read with the seller's token (not the app's cache). */
async function serverRead<T>(token: string, path: string, query: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}?${query}`, {
    headers: { token, channelId: '700000' },
  });
  const envelope = (await response.json()) as { code: string; data: T };
  expect(envelope.code).toBe('0000');
  return envelope.data;
}

/** A real JPEG the browser can decode, drawn by the page itself. */
async function photoOf(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#3a7';
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#fff';
    context.fillText('screen', 40, 40);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/**
 * The persisted query cache holds `text` (written at most once a second): a
 * reload before that would start from the older copy.
 */
async function persisted(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => (localStorage.getItem('paimai-query-cache') ?? '').includes(wanted),
    text,
  );
}

async function addPhoto(page: Page, label: string): Promise<void> {
  const buffer = await photoOf(page);
  await page
    .locator('[data-photo-input]')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer });
  await page.getByRole('img', { name: `${label} 1` }).waitFor();
}

describe('the seller’s other pages', () => {
  const suite = setUpBrowserSuite();
  let token: string;

  beforeAll(async () => {
    await devApi('POST', '/__dev/reset');
  });
  beforeEach(async () => {
    token = await loginAs('seller2');
  });
  const tab = setUpPagePerTest(suite);

  async function open(path: string, as = token): Promise<void> {
    await tab.page.goto(`${path}?token=${encodeURIComponent(as)}`);
  }

  it('applies for a re-inspection with a reason and a photo, once, and lists it', async () => {
    const page = tab.page;
    await open('/applyForRetesting');
    await page.getByText('已受理').waitFor(); // the seed's decided request
    await page.locator('select').selectOption(String(SELLER2_INSPECTED_ITEM));
    await page.getByPlaceholder(/至少 5 个字/).fill('质检说电池健康度 80%，实际为 95%');
    await addPhoto(page, '问题照片');
    const before = (await requestsTo(c.retestApply.path)).length;
    await page.getByRole('button', { name: '提交复检申请' }).dblclick();
    await page.getByText('待复检').waitFor();
    await page.getByText(/实际为 95%/).waitFor();
    expect((await requestsTo(c.retestApply.path)).length).toBe(before + 1);
    const list = await serverRead<{ list: Array<{ itemId: number; pictureIds: number[] }> }>(
      token,
      c.retestList.path,
      'pageIndex=1&pageSize=10',
    );
    expect(list.list[0]).toMatchObject({ itemId: SELLER2_INSPECTED_ITEM });
    expect(list.list[0]?.pictureIds).toHaveLength(1);
  });

  it('edits the company qualification, checked by the contract’s rules', async () => {
    const page = tab.page;
    await open('/corporateQualifications');
    await page.getByText('深圳市南山易换通讯器材有限公司').waitFor();
    await page.getByRole('button', { name: '修改企业资质' }).click();
    await page.locator('input[name="creditCode"]').fill('123');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('统一社会信用代码为 18 位数字或大写字母').waitFor();
    await page.getByText('请上传营业执照照片').waitFor();
    await page.locator('input[name="creditCode"]').fill('91440300MA5F6G7H8J');
    await page.locator('input[name="companyName"]').fill('深圳易换科技有限公司');
    await addPhoto(page, '营业执照照片');
    await page.getByRole('button', { name: '保存' }).click();
    await page.locator('[data-field="companyName"]', { hasText: '深圳易换科技有限公司' }).waitFor();
    await persisted(page, '深圳易换科技有限公司');
    await page.reload();
    await page.locator('[data-field="companyName"]', { hasText: '深圳易换科技有限公司' }).waitFor();
    const saved = await serverRead<{ companyName: string; pictureIds: number[] }>(
      token,
      c.qualificationInfo.path,
      '',
    );
    expect(saved.companyName).toBe('深圳易换科技有限公司');
    expect(saved.pictureIds).toHaveLength(1);
  });

  it('remembers a decline of the privacy notice, asks again, then remembers the agree', async () => {
    const page = tab.page;
    await open('/xiaodangDetectionPrivacy');
    await page.locator('[data-consent-state="unset"]').waitFor();
    await page.getByRole('button', { name: '不同意' }).click();
    await page
      .getByRole('status')
      .getByText(/您已拒绝/)
      .waitFor();
    // As for the agree below: a reload before the cache copy is written starts from the older one.
    await persisted(page, '"declined"');
    await page.reload();
    await page
      .getByRole('status')
      .getByText(/您已拒绝/)
      .waitFor();
    await page.getByRole('button', { name: '同意', exact: true }).click();
    await page.getByRole('status').getByText('您已同意').waitFor();
    await persisted(page, '"agreed"');
    await page.reload();
    await page.getByRole('button', { name: '撤回同意' }).waitFor();
    const privacy = await serverRead<{ state: string }>(
      token,
      c.detectionConsent.path,
      'kind=privacy',
    );
    const permission = await serverRead<{ state: string }>(
      token,
      c.detectionConsent.path,
      'kind=permission',
    );
    expect([privacy.state, permission.state]).toEqual(['agreed', 'unset']);
  });

  it('records the inspection tool’s permission answer', async () => {
    const page = tab.page;
    await open('/xiaodangDetectionPermission');
    await page.getByText('小当检测需要以下权限').waitFor();
    await page.getByRole('button', { name: '同意', exact: true }).click();
    await page.getByRole('status').getByText('您已同意').waitFor();
    await persisted(page, '"agreed"');
    await page.reload();
    await page.getByRole('button', { name: '撤回同意' }).waitFor();
  });

  it('shows the information collection list from the server', async () => {
    const page = tab.page;
    await open('/infoCollectionList');
    await page.getByText('手机号码').waitFor();
    const served = await serverRead<{ list: unknown[] }>(token, c.infoCollectionList.path, '');
    expect(await page.locator('.app-list-item').count()).toBe(served.list.length);
    await page.getByText(/目的：实名认证/).waitFor();
  });

  it('shows the state of each permission the area needs', async () => {
    const page = tab.page;
    await open('/openPermission');
    await page.locator('[data-permission="camera"]').waitFor();
    const states = await page
      .locator('[data-permission]')
      .evaluateAll((nodes) =>
        nodes.map((n) => [n.getAttribute('data-permission'), n.getAttribute('data-state')]),
      );
    expect(states.map(([key]) => key)).toEqual(['camera', 'photos', 'notifications', 'location']);
    for (const [, state] of states) {
      expect(['granted', 'denied', 'prompt', 'unsupported', 'perPick']).toContain(state);
    }
    await page.getByText('选择照片时询问').waitFor();
  });

  it('tells a bidder the pages are for sellers, without asking the server for seller data', async () => {
    const bidder = await loginAs('bidder2');
    const before = (await requestsTo(c.qualificationInfo.path)).length;
    await open('/corporateQualifications', bidder);
    await tab.page.locator('[data-seller-only]').getByText('该页面仅对卖家开放').waitFor();
    expect((await requestsTo(c.qualificationInfo.path)).length).toBe(before);
  });
});
