import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  orderCreateV2,
  returnAddressSave,
  orderDelivery,
  orderExpressUpdate,
} from '../../src/shared/contracts/seller-order';
import { seedIdsOf, SEED_ORDERS } from '../../server/db/seed/consignment-data';
import { orderInfoV2 } from '../../src/shared/contracts/direct-order-info';
import { evaluationSubmitV2 } from '../../src/shared/contracts/seller-evaluation';
import { searchHistoryDelete, searchHistorySave } from '../../src/shared/contracts/seller-search';
import {
  devApi,
  requestsTo,
  setUpBrowserSuite,
  setUpPagePerTest,
  watchPageErrors,
} from './harness';
import { loginAs } from './login';

// Seller I (issue 16): the demo seller (13800000001, sellerId 20001) consigns an
// iPhone 13 from the catalogue to a shipped order, against the reference server.

const SELLER_ID = 20001;

function chip(page: Page, group: string, name: string) {
  return page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });
}

async function referPrice(page: Page): Promise<number> {
  const value = await page.locator('[data-refer-price]').getAttribute('data-refer-price');
  return Number(value);
}

describe('consignment: pick, evaluate, consign, ship, track', () => {
  const suite = setUpBrowserSuite();
  const tab = setUpPagePerTest(suite);
  let token: string;

  async function open(path: string, sellerId: number | null = SELLER_ID): Promise<void> {
    const glue = path.includes('?') ? '&' : '?';
    const seller = sellerId === null ? '' : `&sellerId=${sellerId}`;
    await tab.page.goto(`${path}${glue}token=${encodeURIComponent(token)}${seller}`);
  }

  describe('as the seller', () => {
    beforeEach(async () => {
      token = await loginAs('seller');
    });

    it('consigns a phone from category to a shipped order and sees it received', async () => {
      const page = tab.page;
      const errors = watchPageErrors(page);
      await open('/consignPick');
      await page.getByRole('tab', { name: '手机', selected: true }).waitFor();
      await chip(page, '品牌', 'Apple').click();
      await chip(page, '系列', 'iPhone 13 系列').click();
      await page
        .getByRole('button', { name: /^iPhone 13Apple/ })
        .first()
        .click();
      await page.waitForURL(/\/consignEvaluate\?productId=\d+/);

      await chip(page, '存储容量', '128GB').click();
      await chip(page, '颜色', '午夜色').click();
      for (const [group, answer] of [
        ['屏幕外观', '完美无划痕'],
        ['边框外壳', '完美无磕碰'],
        ['屏幕显示', '显示正常'],
        ['电池健康', '90% 及以上'],
        ['维修情况', '无拆修'],
        ['功能情况', '全部正常'],
      ] as const) {
        await chip(page, group, answer).click();
      }
      await page.waitForFunction(() => {
        const el = document.querySelector('[data-refer-price]');
        return el !== null && el.getAttribute('data-refer-price') !== '';
      });
      const best = await referPrice(page);
      expect(best).toBeGreaterThan(0);
      await chip(page, '屏幕外观', '屏幕碎裂').click();
      await page.waitForFunction(
        (before) =>
          Number(document.querySelector('[data-refer-price]')?.getAttribute('data-refer-price')) <
          before,
        best,
      );

      await page.getByRole('button', { name: '提交估价' }).dblclick();
      await page.waitForURL(/\/consignOrder\?evaluationId=\d+/);
      expect(await requestsTo(evaluationSubmitV2.path)).toHaveLength(1);

      await page.getByRole('button', { name: '创建寄卖订单' }).dblclick();
      await page.waitForURL(/\/consignOrder\?orderId=\d+$/);
      expect(await requestsTo(orderCreateV2.path)).toHaveLength(1);
      const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
      await page.getByText('待寄出').waitFor();

      await page.getByRole('button', { name: '去发货' }).click();
      await page.waitForURL(/\/directOrderDelivery\?orderId=\d+/);
      await page.getByText('请寄往平台仓库').waitFor();

      // A new default return address (returnaddr), checked by the contract before it is sent.
      await page.getByRole('button', { name: '新增退回地址' }).click();
      await page.getByRole('button', { name: '保存为默认退回地址' }).click();
      await page.getByText('请填写收件人').waitFor();
      for (const [label, text] of [
        ['收件人', '李寄卖'],
        ['手机号', '13912345678'],
        ['省份', '浙江省'],
        ['城市', '杭州市'],
        ['区县', '西湖区'],
        ['详细地址', '文三路 100 号'],
      ] as const) {
        await page.getByRole('textbox', { name: label, exact: true }).fill(text);
      }
      await page.getByRole('button', { name: '保存为默认退回地址' }).dblclick();
      await page.getByText('李寄卖 139****5678').waitFor();
      expect(await requestsTo(returnAddressSave.path)).toHaveLength(1);
      await page.getByRole('button', { name: '确认发货' }).click();
      await page.getByText('请选择快递公司').waitFor();
      expect(await requestsTo(orderDelivery.path)).toHaveLength(0);

      // Typed, then the page is reloaded: the form comes back as it was.
      await chip(page, '快递公司', '顺丰速运').click();
      await page.getByRole('textbox', { name: '快递单号' }).fill('SF1234567890');
      await page.reload();
      await page.getByText('已恢复您上次未提交的快递信息').waitFor();
      expect(await page.getByRole('textbox', { name: '快递单号' }).inputValue()).toBe(
        'SF1234567890',
      );
      await page.getByRole('button', { name: '确认发货' }).dblclick();
      await page.getByRole('button', { name: '确认修改' }).waitFor();
      expect(await requestsTo(orderDelivery.path)).toHaveLength(1);

      await chip(page, '快递公司', '中通快递').click();
      await page.getByRole('textbox', { name: '快递单号' }).fill('ZT9876543210');
      await page.getByRole('button', { name: '确认修改' }).click();
      await page.locator('[data-express-no="ZT9876543210"]').waitFor();
      expect(await requestsTo(orderExpressUpdate.path)).toHaveLength(1);

      await page.getByRole('button', { name: '查看物流' }).click();
      await page.waitForURL(/\/logisticsTrack\?expressNo=ZT9876543210/);
      await page.getByText('卖家已发货，快递员已揽收').waitFor();

      // The platform's warehouse signs for the parcel: the timeline shows it.
      await devApi('POST', '/__dev/consignment/receive', { orderId });
      await page.reload();
      await page.locator('[data-express-status="signed"]').waitFor();
      await page
        .getByText(/已签收/)
        .first()
        .waitFor();
      expect(errors).toEqual([]);
    });

    it('searches a model, keeps the keyword in the history, deletes it', async () => {
      const page = tab.page;
      await open('/consignSearch');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await page.getByText('请输入机型名称').waitFor();
      await page.getByLabel('机型名称').fill('iPhone 13');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await page
        .getByRole('button', { name: /^iPhone 13Apple/ })
        .first()
        .waitFor();
      expect((await requestsTo(searchHistorySave.path)).map((r) => r.body)).toEqual([
        { keyword: 'iPhone 13' },
      ]);
      await open('/consignSearch');
      const saved = page.locator('[data-history="iPhone 13"]');
      await saved.waitFor();
      await page.getByRole('button', { name: '删除 iPhone 13' }).click();
      await saved.waitFor({ state: 'detached' });
      expect(await requestsTo(searchHistoryDelete.path)).toHaveLength(1);
    });

    it('shows the order as the server has it on a device that never saw it', async () => {
      // A fresh browser context: no copy of the order on this "phone".
      const page = tab.page;
      await devApi('POST', '/__dev/reset');
      token = await loginAs('seller');
      const first = seedIdsOf(0).firstOrderId;
      const created = first + SEED_ORDERS.findIndex((o) => o.state === 'created');
      const shipped = first + SEED_ORDERS.findIndex((o) => o.state === 'shipped');

      await open(`/consignOrder?orderId=${created}`);
      await page.locator('[data-order-state="created"]').waitFor();
      await page.getByRole('button', { name: '去发货' }).waitFor();
      const asked = (await requestsTo(orderInfoV2.path)) as Array<{ query?: unknown }>;
      expect(asked.map((r) => r.query)).toContainEqual({ orderId: String(created) });

      await open(`/directOrderDelivery?orderId=${shipped}`);
      await page.locator('[data-order-state="shipped"]').waitFor();
      await page.locator(`[data-express-no^="SF"]`).waitFor();
      // The warehouse signs for it elsewhere: a reload shows the server's new state.
      await devApi('POST', '/__dev/consignment/receive', { orderId: shipped });
      await page.reload();
      await page.locator('[data-order-state="received"]').waitFor();
      await page.getByRole('button', { name: '确认修改' }).waitFor({ state: 'detached' });
    });
  });

  it('a bidder opening a seller page reads that it is for sellers, with a way back', async () => {
    token = await loginAs('bidder');
    await open('/directOrderDelivery?orderId=1', null);
    await tab.page.getByText('该页面仅对卖家开放').waitFor();
    await tab.page.getByText('返回', { exact: true }).waitFor();
    expect(await requestsTo('/api/dh/seller/directagent/order/v2/depositoryaddr')).toHaveLength(0);
  });
});
