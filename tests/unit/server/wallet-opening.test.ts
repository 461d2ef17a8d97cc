import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../src/shared/contract';
import { bankList } from '../../../src/shared/contracts/bank-wallet';
import { bindBankCard, unbindBankCard } from '../../../src/shared/contracts/bank-cards';
import { registerByCode, sendSms } from '../../../src/shared/contracts/user-registration';
import {
  signWalletContract,
  WALLET_CONTRACT_VERSION,
  walletDynamicCode,
  walletFunctionQuery,
  walletOpen,
  walletRegister,
} from '../../../src/shared/contracts/wallet';
import { walletInfo } from '../../../src/shared/contracts/wallet-info';
import { withdrawCash } from '../../../src/shared/contracts/wallet-withdraw';
import { readSecrets } from '../../../server/config';
import { freshKey } from './funds-client';
import { makeServer } from './server-fixture';
import { cardNumberOf, lastBankCode } from './wallet-helpers';
import { injectCall, wireParams } from './wire-client';

const PHONE = '13712340000';
const HOLDER = '赵云飞';
const ID_CARD = '11010519491231002X';

/** A visitor who registers on the platform, then opens the bank wallet step by step. */
async function newcomer() {
  const clock = { now: Date.now() };
  const app = await makeServer({ bankSettleMs: 0, now: () => clock.now });
  let token = '';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const call = async (endpoint: Endpoint, input: Record<string, unknown>): Promise<any> => {
    const headers: Record<string, string> = token ? { token } : {};
    if (endpoint.idempotency) headers['idempotency-key'] = freshKey();
    const params = wireParams(endpoint, input, readSecrets(), clock.now);
    return (await app.inject(injectCall(endpoint, params, headers))).json();
  };
  await call(sendSms, { phone: PHONE, purpose: 'register' });
  const sms = await app.inject({ method: 'GET', url: `/__dev/sms?phone=${PHONE}` });
  const code = sms.json<{ codes: Array<{ code: string }> }>().codes[0]?.code;
  const registered = await call(registerByCode, { phone: PHONE, code, password: 'Pass1234' });
  token = String(registered.data.token);
  return { app, call, clock };
}

describe('opening the wallet and binding cards', () => {
  it('register (identity card checked), sign, open; then bind and unbind a card', async () => {
    const { app, call, clock } = await newcomer();
    expect((await call(walletInfo, {})).data).toMatchObject({ status: 'NONE', functions: [] });
    expect((await call(withdrawCash, { amountCents: 1_000 })).code).toBe('CB0621');

    await call(walletDynamicCode, { phone: PHONE, scene: 'OPEN' });
    const smsCode = await lastBankCode(app, PHONE);
    const badId = await call(walletRegister, {
      realName: HOLDER,
      idCard: '110105194912310022',
      phone: PHONE,
      smsCode,
    });
    expect(badId.code).toBe('400');
    // The form shows the contract's own message; the server names the field.
    expect(badId.msg).toContain('idCard');
    const wrongCode = String((Number(smsCode) + 1) % 1_000_000).padStart(6, '0');
    const badCode = { realName: HOLDER, idCard: ID_CARD, phone: PHONE, smsCode: wrongCode };
    expect((await call(walletRegister, badCode)).code).toBe('CB0112');
    const registered = await call(walletRegister, { ...badCode, smsCode });
    expect(registered.data).toMatchObject({ status: 'REGISTERED', realNameMasked: '赵*飞' });

    expect((await call(walletOpen, {})).code).toBe('CB0624');
    await call(signWalletContract, { version: WALLET_CONTRACT_VERSION });
    const opened = await call(walletOpen, {});
    expect(opened.data).toMatchObject({ status: 'OPEN', balanceCents: 0 });
    expect((await call(walletFunctionQuery, {})).data.functions).toContain('RECHARGE');

    const good = cardNumberOf('622202', '1234567890');
    const bind = { holderName: HOLDER, phone: PHONE, useType: 1 };
    const luhnBroken = `${good.slice(0, -1)}${(Number(good.at(-1)) + 1) % 10}`;
    const broken = await call(bindBankCard, { ...bind, cardNo: luhnBroken, smsCode: '000000' });
    expect([broken.code, broken.msg]).toEqual(['400', '请求参数错误：cardNo: custom']);
    const foreign = cardNumberOf('999999', '1234567890');
    const unknownBank = await call(bindBankCard, { ...bind, cardNo: foreign, smsCode: '000000' });
    expect(unknownBank.code).toBe('400');
    expect((await call(bindBankCard, { ...bind, cardNo: good, smsCode: '000000' })).code).toBe(
      'CB0113', // the opening code was used up and no newer one was sent
    );
    expect((await call(walletDynamicCode, { phone: PHONE, scene: 'BIND' })).code).toBe('CB0110');
    clock.now += 61_000;
    await call(walletDynamicCode, { phone: PHONE, scene: 'BIND' });
    const bindCode = await lastBankCode(app, PHONE);
    const bound = await call(bindBankCard, { ...bind, cardNo: good, smsCode: bindCode });
    expect(bound.data).toMatchObject({
      bankName: '工商银行',
      cardNoMasked: `**** **** **** ${good.slice(-4)}`,
      isDefault: true,
      holderNameMasked: '赵*飞',
    });
    const listed = async () =>
      (await call(bankList, { pageIndex: 1, pageSize: 3, useType: 1 })).data.list.map(
        (c: { id: number }) => c.id,
      );
    expect(await listed()).toEqual([bound.data.id]);
    expect((await call(unbindBankCard, { cardId: bound.data.id })).data).toEqual({
      cardId: bound.data.id,
      unbound: true,
    });
    expect(await listed()).toEqual([]);
    expect((await call(unbindBankCard, { cardId: bound.data.id })).code).toBe('CB0404');
  });
});
