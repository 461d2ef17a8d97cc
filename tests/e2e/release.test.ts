import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { jpegSize } from '../../server/consignment/jpeg-size';
import { DEMO_USERS } from '../../server/db/seed/users-data';
import { pictureFile, pictureUpload } from '../../src/shared/contracts/seller-picture';
import {
  appPublish,
  oncePriceRange,
  publishDraftSave,
} from '../../src/shared/contracts/seller-publish';
import {
  baseUrl,
  devApi,
  goOffline,
  goOnline,
  requestsTo,
  setUpBrowserSuite,
  setUpPagePerTest,
} from './harness';
import { loginAs } from './login';

// Issue 16, the goods-release half: seller2 (13800000003) releases an inspected item with
// real photos, a draft saved and resumed, the publish code, and ends with the item listed.

const SELLER2_USER_ID = DEMO_USERS.seller2.id;
const ORDER_SHIPPED = 10; // seller2's seeded orders are 9–16; the 2nd is shipped

interface DevOrder {
  orderId: number;
  state: string;
  items: Array<{ itemId: number; grade: string | null; priceCents: number | null }>;
  publishCodes: Array<string | null>;
}

async function devOrder(orderId: number): Promise<DevOrder> {
  const answer = await devApi<{ orders: DevOrder[] }>(
    'GET',
    `/__dev/consignment/orders?userId=${SELLER2_USER_ID}`,
  );
  const order = answer.orders.find((candidate) => candidate.orderId === orderId);
  if (!order) throw new Error(`order ${orderId} not found`);
  return order;
}

/** The warehouse receives the parcel and inspection grades it (the platform's side). */
async function inspected(orderId: number): Promise<{ itemId: number; code: string }> {
  await devApi('POST', '/__dev/consignment/receive', { orderId });
  await devApi('POST', '/__dev/consignment/inspect', { orderId, grade: 'A' });
  const order = await devOrder(orderId);
  expect(order.state).toBe('inspected');
  const itemId = order.items[0]?.itemId;
  const code = order.publishCodes[0];
  if (itemId === undefined || !code) throw new Error('no inspected item');
  return { itemId, code };
}

async function api<T>(token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(baseUrl() + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, channelId: '700000' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: string; data: T };
  expect(envelope.code).toBe('0000');
  return envelope.data;
}

/** A 2000×1500 photo-like JPEG drawn in the page (noise, so it is not tiny once shrunk). */
async function cameraJpeg(page: Page, seed: number): Promise<Buffer> {
  const base64 = await page.evaluate((s) => {
    const canvas = document.createElement('canvas');
    canvas.width = 2000;
    canvas.height = 1500;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const image = context.createImageData(2000, 1500);
    let x = s * 2654435761;
    for (let i = 0; i < image.data.length; i += 4) {
      x = (x * 1103515245 + 12345) >>> 0;
      image.data[i] = x & 255;
      image.data[i + 1] = (x >> 8) & 255;
      image.data[i + 2] = (x >> 16) & 255;
      image.data[i + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
  }, seed);
  return Buffer.from(base64, 'base64');
}

const SLOT_KEYS: Record<string, string> = {
  '正面（亮屏）': 'front',
  背面: 'back',
  边框四周: 'frame',
};

async function uploadInto(page: Page, slotTitle: string, seed: number): Promise<void> {
  const jpeg = await cameraJpeg(page, seed);
  await page
    .getByLabel(`拍摄或选择「${slotTitle}」照片`)
    .setInputFiles({ name: `${seed}.jpg`, mimeType: 'image/jpeg', buffer: jpeg });
  await page.locator(`[data-slot="${SLOT_KEYS[slotTitle]}"] [data-audit="passed"]`).waitFor();
}

describe('goods release (/goodsRelease, /goodsReleasePhotos)', () => {
  const suite = setUpBrowserSuite();
  const tab = setUpPagePerTest(suite);
  let token: string;

  beforeEach(async () => {
    token = await loginAs('seller2');
  });

  async function open(path: string, as = token): Promise<void> {
    await tab.page.goto(`${path}&token=${encodeURIComponent(as)}`);
  }

  it('uploads shrunk photos, saves a draft, resumes it after a reload and publishes once', async () => {
    const { page } = tab;
    const { itemId, code } = await inspected(ORDER_SHIPPED);
    await open(`/goodsRelease?itemId=${itemId}`);
    await page.getByRole('button', { name: '发布上架' }).waitFor();

    await page.getByRole('link', { name: '拍照 / 上传照片' }).click();
    await page.waitForURL(/goodsReleasePhotos/);
    await uploadInto(page, '正面（亮屏）', 1);
    await uploadInto(page, '背面', 2);
    await expect.poll(() => page.locator('[data-audit="passed"]').count()).toBe(2);
    const uploads = await requestsTo(pictureUpload.path);
    expect(uploads).toHaveLength(2);
    expect(new Set(uploads.map((r) => r.headers['idempotency-key'])).size).toBe(2);

    // The server stored the photo shrunk on the phone: long side 1600 px, aspect kept.
    const pictureId = await page.locator('[data-slot="front"]').getAttribute('data-picture-id');
    const file = await fetch(`${baseUrl()}${pictureFile.path}?pictureId=${pictureId}`, {
      headers: { token, channelId: '700000' },
    });
    expect(jpegSize(new Uint8Array(await file.arrayBuffer()))).toEqual({
      width: 1600,
      height: 1200,
    });

    await page.getByRole('button', { name: '完成' }).click();
    await page.waitForURL(/goodsRelease\?/);
    await expect
      .poll(() => page.locator('[data-photo-count]').getAttribute('data-photo-count'))
      .toBe('2');
    const range = await api<{ minCents: number; maxCents: number }>(token, oncePriceRange.path, {
      itemId,
    });
    const priceYuan = Math.round((range.minCents + range.maxCents) / 200);
    await page.getByRole('textbox', { name: '起拍价' }).fill(String(priceYuan));
    await page.getByRole('button', { name: '48 小时' }).click();
    await page.getByRole('textbox', { name: '卖家说明' }).fill('配件齐全');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText('草稿已保存').waitFor();
    expect(await requestsTo(publishDraftSave.path)).toHaveLength(1);

    // Another phone (nothing kept here): the server's draft is offered and resumed.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('goods-release-form')) localStorage.removeItem(key);
      }
    });
    await page.reload();
    await page.getByRole('button', { name: '继续编辑草稿' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: '起拍价' }).inputValue())
      .toBe(String(priceYuan));
    expect(await page.getByRole('textbox', { name: '卖家说明' }).inputValue()).toBe('配件齐全');
    expect(await page.getByRole('button', { name: '48 小时' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.locator('[data-photo-count]').getAttribute('data-photo-count')).toBe('2');

    // Checked before sending: the third required photo, then the range.
    await page.getByRole('textbox', { name: '发布码' }).fill(code);
    await page.getByRole('button', { name: '发布上架' }).click();
    await page.getByText('请上传「边框四周」照片').waitFor();
    await page.getByRole('link', { name: '拍照 / 上传照片' }).click();
    await page.waitForURL(/goodsReleasePhotos/);
    await uploadInto(page, '边框四周', 3);
    await expect.poll(() => page.locator('[data-audit="passed"]').count()).toBe(3);
    await page.getByRole('button', { name: '完成' }).click();
    await page.waitForURL(/goodsRelease\?/);
    await page.getByRole('textbox', { name: '起拍价' }).fill(String(range.maxCents / 100 + 1));
    await page.getByRole('button', { name: '发布上架' }).click();
    await page.getByText('起拍价需在').waitFor();
    expect(await requestsTo(appPublish.path)).toHaveLength(0);

    await page.getByRole('textbox', { name: '起拍价' }).fill(String(priceYuan));
    await page.getByRole('button', { name: '发布上架' }).dblclick();
    await page.getByText('商品已上架').waitFor();
    expect(await requestsTo(appPublish.path)).toHaveLength(1);
    const order = await devOrder(ORDER_SHIPPED);
    expect(order.state).toBe('listed');
    expect(order.items[0]?.priceCents).toBe(priceYuan * 100);
  });

  it('keeps a form typed on the phone through a dropped network and a reload', async () => {
    const { page } = tab;
    const { itemId } = await inspected(ORDER_SHIPPED);
    await open(`/goodsRelease?itemId=${itemId}`);
    await page.getByRole('button', { name: '发布上架' }).waitFor();
    await goOffline(page);
    await page.getByRole('textbox', { name: '卖家说明' }).fill('屏幕无划痕');
    await page.getByRole('textbox', { name: '起拍价' }).fill('1234.5');
    await page.getByText('当前离线：填写的内容已保存在本机').waitFor();
    expect(await page.getByRole('button', { name: '保存草稿' }).isDisabled()).toBe(true);
    await goOnline(page);
    await page.reload();
    await page.locator('[data-release-restored]').waitFor();
    expect(await page.getByRole('textbox', { name: '卖家说明' }).inputValue()).toBe('屏幕无划痕');
    expect(await page.getByRole('textbox', { name: '起拍价' }).inputValue()).toBe('1234.5');
    expect(await requestsTo(publishDraftSave.path)).toHaveLength(0);
  });

  it('tells a bidder the page is for sellers and offers a way back', async () => {
    const { page } = tab;
    const bidder = await loginAs('bidder2');
    await open('/goodsRelease?itemId=12', bidder);
    await page.getByText('该页面仅对卖家开放').waitFor();
    await page.locator('[data-seller-only]').getByRole('button', { name: '返回' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('tells a visitor to log in', async () => {
    const { page } = tab;
    await page.goto('/goodsReleasePhotos?itemId=12');
    await page.getByText('该页面仅对卖家开放').waitFor();
    await page.getByRole('button', { name: '去登录' }).waitFor();
  });
});
