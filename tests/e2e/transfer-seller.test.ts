import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/db/seed/users-data';
import { mutualFundToSeller, mutualFundToSellerResult } from '../../src/shared/contracts/transfers';
import { devApi, requestsTo, setUpBrowserSuite, setUpPagePerTest } from './harness';
import { loginAs } from './login';
import { allRecords, api, moneyOf as moneyText, openAs } from './records-helpers';
import { moneyOf } from './wallet-api';

// Issue 17, the mutual fund transfer: the bidder pays the demo seller from the wallet
// on /fundsTransferOut (?to=seller), a double tap on 确认付款 moves the money once, and
// /transferResult reads the payment back; the ledger legs show on the record's second level.

const SELLER_ID = DEMO_USERS.seller.sellerId;
const AMOUNT_CENTS = 26_688;

describe('paying a seller from the wallet: /fundsTransferOut → /transferResult', () => {
  const suite = setUpBrowserSuite();
  const tab = setUpPagePerTest(suite);

  it('a double tap pays once, both wallets move by the amount, the result and the legs read it back', async () => {
    const { page } = tab;
    const bidder = await loginAs('bidder');
    const seller = await loginAs('seller');
    const bidderBefore = await moneyOf(bidder);
    const sellerBefore = await moneyOf(seller);
    const sentBefore = (await requestsTo(mutualFundToSeller.path)).length;
    // A slow answer keeps the first tap in flight while the second one lands.
    await devApi('POST', '/__dev/faults', {
      path: mutualFundToSeller.path,
      delayMs: 800,
      times: 1,
    });

    await openAs(page, bidder, '/fundsTransferOut?to=seller');
    await page.getByRole('tab', { name: '付款给卖家', selected: true }).waitFor();
    await page.getByLabel('卖家编号').fill(String(SELLER_ID));
    await page.getByLabel('付款金额').fill('266.88');
    await page.getByLabel('备注').fill('e2e 货款');
    await page.getByRole('button', { name: '确认付款' }).dblclick();

    await page.waitForURL(/\/transferResult\?transferNo=/);
    const transferNo = new URL(page.url()).searchParams.get('transferNo') ?? '';
    const result = page.getByLabel('付款结果');
    await result.getByText('付款成功').waitFor();
    expect(await result.textContent()).toContain(`¥${moneyText(AMOUNT_CENTS)}`);
    await result.getByText(transferNo).waitFor();
    await result.getByText('e2e 货款').waitFor();
    const walletAfter = bidderBefore.walletAvailable - AMOUNT_CENTS;
    await page.locator('[data-wallet-available]', { hasText: moneyText(walletAfter) }).waitFor();

    // The server moved the money once: one request, each wallet by the amount, nothing else.
    expect(await requestsTo(mutualFundToSeller.path)).toHaveLength(sentBefore + 1);
    expect(await moneyOf(bidder)).toEqual({ ...bidderBefore, walletAvailable: walletAfter });
    expect(await moneyOf(seller)).toEqual({
      ...sellerBefore,
      walletAvailable: sellerBefore.walletAvailable + AMOUNT_CENTS,
    });
    const asked = await api<{ amountCents: number; sellerId: number }>(
      bidder,
      mutualFundToSellerResult.path,
      { transferNo },
    );
    expect(asked).toMatchObject({ amountCents: AMOUNT_CENTS, sellerId: SELLER_ID });

    // A reload shows the payment again (from the cache or the server) and moves nothing.
    await page.reload();
    await result.getByText('付款成功').waitFor();
    expect(await requestsTo(mutualFundToSeller.path)).toHaveLength(sentBefore + 1);
    expect((await moneyOf(bidder)).walletAvailable).toBe(walletAfter);

    // Its record's second level: the ledger legs (the amount is no seeded payment's).
    const paid = (await allRecords(bidder, { type: 'PAY_SELLER' })).filter(
      (r) => r.amountCents === -AMOUNT_CENTS,
    );
    expect(paid).toHaveLength(1);
    const record = paid[0]!;
    // The posted balance: what is available plus what withdrawals hold.
    expect(record.balanceAfterCents).toBe(walletAfter + bidderBefore.walletFrozen);
    await openAs(page, bidder, `/secondParticularsDetails?id=${record.recordId}`);
    const legs = page.getByLabel('记账分录').locator('.app-list-item');
    await legs.first().waitFor();
    const texts = await legs.allTextContents();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('我的钱包');
    expect(texts[0]).toContain(`变动后余额 ${moneyText(record.balanceAfterCents)}`);
    expect(texts[0]).toContain(`转出 ${moneyText(AMOUNT_CENTS)}`);
    // The seller's side: named only as 对方钱包, its balance never shown.
    expect(texts[1]).toContain('对方钱包');
    expect(texts[1]).not.toContain('变动后余额');
    expect(texts[1]).toContain(`转入 ${moneyText(AMOUNT_CENTS)}`);
  });
});
