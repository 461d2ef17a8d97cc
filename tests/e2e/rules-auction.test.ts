import { beforeEach, describe, expect, inject, it } from 'vitest';
import { articleInfo } from '../../src/shared/contracts/rules-articles';
import {
  baseUrl,
  devApi,
  goOffline,
  goOnline,
  nextFrames,
  setUpBrowserSuite,
  setUpPagePerTest,
} from './harness';
import { loginAs } from './login';

// Issue 9 in Chromium against the reference server: rule pages, an article's
// version history, hostile HTML, downloads, the share landing page, the auction
// lists as a visitor and after login, registration with an SMS code.

describe('rules, articles, auction lists, login and registration', () => {
  const suite = setUpBrowserSuite();

  beforeEach(async () => {
    // The seeded welcome popup greets new visitors of the auction hall; these tests are
    // about the lists, so it goes (the popup e2e files test it).
    const removed = await fetch(`${baseUrl()}/sfo/admin/plans/1001`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${inject('operatorToken')}` },
    });
    expect(removed.ok).toBe(true);
  });
  const tab = setUpPagePerTest(suite);

  it.each([
    ['/platformServiceProtocol', '平台服务协议', '协议的范围'],
    ['/userPrivateProtocol', '用户隐私协议', '我们收集的信息'],
    ['/rateRules', '费率规则', '寄卖服务费'],
    ['/directSellerRuls', '直卖商家规则', '入驻'],
    ['/leval', '成色等级说明', 'A+ 级（95 新）'],
    ['/rulesDetail?id=2', '保证金规则', '冻结保证金'],
  ])('%s renders its rule from the server', async (path, title, text) => {
    await tab.page.goto(path);
    await tab.page.getByRole('heading', { level: 2, name: title }).waitFor();
    await tab.page.getByText(text).first().waitFor();
  });

  it('a rule read once is readable offline after a reload, with the offline notice', async () => {
    await tab.page.goto('/rulesDetail?id=6');
    await tab.page.getByRole('heading', { level: 2, name: '售后与退货规则' }).waitFor();
    await tab.page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state === 'activated';
    });
    // The persister writes the cache at most once a second.
    await tab.page.waitForFunction(() =>
      (localStorage.getItem('paimai-query-cache') ?? '').includes('售后与退货规则'),
    );
    await goOffline(tab.page);
    await tab.page.reload();
    await tab.page.getByRole('heading', { level: 2, name: '售后与退货规则' }).waitFor();
    await tab.page.getByText('当前离线，显示的是上次加载的内容').waitFor();
    await tab.page.getByText('验机').first().waitFor();
    await goOnline(tab.page);
  });

  it('/rules lists the rules by category and opens one', async () => {
    await tab.page.goto('/rules');
    await tab.page.getByText('竞拍规则').click();
    await tab.page.waitForURL(/\/rulesDetail\?id=1$/);
    await tab.page.getByRole('heading', { level: 2, name: '竞拍规则' }).waitFor();
    // An internal link inside the body navigates within the app.
    await tab.page.getByRole('link', { name: '成色等级说明' }).click();
    await tab.page.waitForURL(/\/leval$/);
  });

  it('an article shows its versions, each readable, and what changed between two', async () => {
    await tab.page.goto('/articleDetails?id=1');
    await tab.page.getByText('本文已更新 2 次').waitFor();
    await tab.page.getByText('查看历史版本').click();
    await tab.page.waitForURL(/\/articleVersionRecord\?id=1$/);
    await tab.page.getByText('第 3 版（当前版本）').waitFor();
    // Latest against the one before: the added sentence is marked as new.
    const diff = tab.page.getByTestId('version-diff');
    const added = (await diff.locator('ins').allTextContents()).map((text) => text.trim());
    expect(added).toContain('可用保证金提现 1–3 个工作日到账。');
    // Another old version picked: the diff follows (2 → 3 only adds; 1 → 3 also removes).
    expect(await diff.locator('del').count()).toBe(0);
    const older = tab.page.getByRole('group', { name: '旧版' });
    await older.getByRole('button', { name: '第 1 版' }).click();
    await diff.locator('del').first().waitFor();
    expect(await older.getByRole('button', { pressed: true }).textContent()).toBe('第 1 版');
    await tab.page.locator('.app-list-item', { hasText: '首次发布' }).click();
    await tab.page.waitForURL(/\/articleDetails\?id=1&version=1$/);
    await tab.page.getByText('您正在查看历史版本').waitFor();
    await tab.page.getByText('80 元').waitFor();
  });

  it('hostile HTML from the server renders inert', async () => {
    const hostile = [
      '<p id="kept">正文</p>',
      '<script>window.__pwned = 1</script>',
      '<img src="/nope.png" onerror="window.__pwned = 2">',
      '<a id="js" href="javascript:window.__pwned = 3">点我</a>',
      '<svg onload="window.__pwned = 4"></svg>',
      '<form action="https://evil.example"><input name="pwd"></form>',
      '<p style="position:fixed;inset:0">遮罩</p>',
    ].join('');
    const envelope = {
      code: '0000',
      msg: 'success',
      data: {
        id: 1,
        title: '被篡改的公告',
        author: '未知',
        version: 1,
        publishedAt: Date.now(),
        content: hostile,
        versions: [{ version: 1, publishedAt: Date.now(), changeNote: 'x' }],
      },
    };
    await devApi('POST', '/__dev/faults', {
      path: articleInfo.path,
      status: 200,
      body: JSON.stringify(envelope),
    });
    await tab.page.goto('/articleDetails?id=1');
    await tab.page.locator('#kept').waitFor();
    await tab.page.getByText('点我').click();
    // The click's own tasks (a handler, a javascript: navigation) have run by the next frames.
    await nextFrames(tab.page);
    const state = await tab.page.evaluate(() => ({
      pwned: (window as { __pwned?: number }).__pwned ?? null,
      scripts: document.querySelectorAll('article script').length,
      handlers: document.querySelectorAll('article [onerror], article [onload]').length,
      forms: document.querySelectorAll('article form, article input').length,
      styled: document.querySelectorAll('article [style]').length,
      href: document.querySelector('#js')?.getAttribute('href') ?? null,
    }));
    expect(state).toEqual({
      pwned: null,
      scripts: 0,
      handlers: 0,
      forms: 0,
      styled: 0,
      href: null,
    });
  });

  it('/download shows the iOS and Android releases', async () => {
    await tab.page.goto('/download');
    await tab.page.getByText('下载 iOS 版').waitFor();
    await tab.page.getByText('下载 Android 版').waitFor();
    await tab.page.getByText('v5.12.1', { exact: false }).waitFor();
  });

  it('the share landing page falls back to the download page when the app does not open', async () => {
    await tab.page.goto('/youmengShareLink?path=%2FauctionList');
    await tab.page.getByText('正在打开 App…').waitFor();
    // The attempt to open the app aborts a navigation, which waitForURL would report: poll instead.
    await tab.page.waitForFunction(() => location.pathname === '/download', null, {
      timeout: 10_000,
    });
    await tab.page.getByText('下载 Android 版').waitFor();
  });

  it('a visitor browses the tourist lists, filters them and is invited to log in', async () => {
    await tab.page.goto('/auctionList');
    await tab.page.getByText('游客模式：可浏览拍品，登录后参与竞拍').waitFor();
    const rows = tab.page.locator('[data-auction-id]');
    await rows.first().waitFor();
    // Infinite scroll: pages of 10 keep arriving at the bottom until the list is complete.
    const complete = tab.page.getByText('没有更多了');
    for (let i = 0; i < 5 && (await complete.count()) === 0; i += 1) {
      const shown = await rows.count();
      await tab.page.locator('.app-infinite-scroll').scrollIntoViewIfNeeded();
      // The next page arrived (more rows) or the list says it is complete.
      await expect
        .poll(async () => (await rows.count()) > shown || (await complete.count()) > 0)
        .toBe(true);
    }
    await tab.page.getByText('没有更多了').waitFor();
    const total = await rows.count();
    expect(total).toBeGreaterThan(10);
    expect(
      new Set(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-auction-id'))))
        .size,
    ).toBe(total);
    // A filter from the address: only 华为 lots (brand 2).
    await tab.page.goto('/auctionList?brand=2');
    await rows.first().waitFor();
    const titles = await rows.allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/Mate|P60|nova|Pura/);
    await tab.page.getByRole('tab', { name: '我的出价' }).click();
    await tab.page.getByText('登录后可查看您的出价记录').waitFor();
    await tab.page.getByRole('button', { name: '登录' }).last().click();
    await tab.page.waitForURL(/\/login\?redirect=/);
  });

  it('a bidder logs in with the password and sees their bids, then logs out', async () => {
    await tab.page.goto('/login?redirect=%2FauctionList%3Ftab%3Dmine');
    await tab.page.getByPlaceholder('请输入手机号').fill('13800000002');
    await tab.page.getByPlaceholder('请输入密码').fill('Demo@1234');
    await tab.page.getByRole('button', { name: '登录' }).click();
    await tab.page.waitForURL(/\/auctionList\?tab=mine$/);
    await tab.page.locator('[data-auction-id]').first().waitFor();
    const token = await tab.page.evaluate(() => localStorage.getItem('token'));
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    const logout = tab.page.waitForResponse((r) => r.url().endsWith('/api/dh/auction/user/logout'));
    await tab.page.getByText('退出').click();
    await tab.page.getByText('游客模式：可浏览拍品，登录后参与竞拍').waitFor();
    expect(await tab.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The server revoked the token: a copy of it no longer works.
    expect(await (await logout).json()).toMatchObject({ code: '0000', data: { revoked: true } });
    const check = await fetch(`${baseUrl()}/api/dh/auction/user/check/token`, {
      method: 'POST',
      headers: { token: String(token), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await check.json()) as { code: string }).code).toBe('CB0401');
  });

  it('a wrong password gets a clear message and no token', async () => {
    await tab.page.goto('/login');
    await tab.page.getByPlaceholder('请输入手机号').fill('13800000002');
    await tab.page.getByPlaceholder('请输入密码').fill('wrong-pass-1');
    await tab.page.getByRole('button', { name: '登录' }).click();
    await tab.page.getByText('手机号或密码错误').waitFor();
    expect(await tab.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('a visitor registers with the SMS code from the development log and is signed in', async () => {
    const phone = '13712340000';
    await tab.page.goto('/userFissionRegistration?inviteCode=BD20240002');
    await tab.page.getByText('好友邀请码 BD20240002').waitFor();
    await tab.page.getByPlaceholder('请输入手机号').fill(phone);
    await tab.page.getByText('获取验证码').click();
    await tab.page.getByText(/\d+ 秒后重发/).waitFor();
    const sms = await devApi<{ codes: Array<{ code: string }> }>(
      'GET',
      `/__dev/sms?phone=${phone}`,
    );
    const code = sms.codes[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await tab.page.getByPlaceholder('6 位短信验证码').fill(code === '000000' ? '111111' : '000000');
    await tab.page.getByPlaceholder('请设置登录密码').fill('Secret123');
    await tab.page.getByText('我已阅读并同意').click();
    await tab.page.getByRole('button', { name: '注册并登录' }).click();
    await tab.page.getByText('验证码错误，请重新输入').waitFor();
    await tab.page.getByPlaceholder('6 位短信验证码').fill(code);
    await tab.page.getByRole('button', { name: '注册并登录' }).click();
    await tab.page.waitForURL(/\/auctionList$/);
    await tab.page.getByRole('tab', { name: '我的出价' }).click();
    await tab.page.getByText('您还没有出价记录').waitFor();
  });

  it('a logged-in bidder sees their own bids marked in the open list', async () => {
    const token = await loginAs('bidder');
    await tab.page.goto(`/auctionList?token=${token}`);
    await tab.page.locator('[data-auction-id]').first().waitFor();
    await expect(tab.page.getByText('游客模式：可浏览拍品，登录后参与竞拍').count()).resolves.toBe(
      0,
    );
  });
});
