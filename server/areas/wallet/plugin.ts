import {
  bankBrandPage,
  sellerAccountOpen,
  signWalletContract,
  walletDynamicCode,
  walletFunctionQuery,
  walletOpen,
  walletRegister,
} from '../../../src/shared/contracts/wallet';
import { walletInfo } from '../../../src/shared/contracts/wallet-info';
import { SUPPORTED_BANKS } from '../../../src/shared/card-rules';
import { orderOperationInfo } from '../../../src/shared/contracts/order-operation';
import { WALLET_ERRORS } from '../../../src/shared/wallet-codes';
import { WALLET_LIMITS } from '../../../src/shared/wallet-rules';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { checkBankCode, sendBankCode } from '../../wallet/bank-sms';
import {
  openSellerAccount,
  openWallet,
  registerWallet,
  signWalletContract as signContract,
  walletAccountOf,
  walletContractSigned,
  walletFunctions,
  walletView,
} from '../../wallet/wallet-store';
import { orderOperations } from './order-operation';

const SCENE_NAMES = { OPEN: '开通钱包', BIND: '绑定银行卡' } as const;

/**
 * spec 000 §7 the bank wallet: its figures (from the ledger), and opening it:
 * the bank's SMS code, register (real name, identity card), sign, open; a
 * seller's receiving account. Every call reads and changes the caller's only.
 */
export const walletArea = defineArea('wallet', (route) => {
  route(walletInfo, ({ user, ctx }) => walletView(ctx.db, user.id));

  route(walletDynamicCode, ({ input, ctx, request }) =>
    sendBankCode(ctx, input.phone, SCENE_NAMES[input.scene], (m) => request.log.warn(m)),
  );

  route(walletRegister, ({ input, user, ctx }) => {
    const wrongCode = checkBankCode(ctx, input.phone, input.smsCode);
    if (wrongCode) return wrongCode;
    const registered = registerWallet(ctx.db, { ...input, userId: user.id, now: ctx.now() });
    if (registered === 'alreadyOpen') return fail(WALLET_ERRORS.alreadyOpened);
    return walletView(ctx.db, user.id);
  });

  route(signWalletContract, ({ user, ctx }) => signContract(ctx.db, user.id, ctx.now()));

  route(walletOpen, ({ user, ctx }) => {
    const account = walletAccountOf(ctx.db, user.id);
    if (!account) return fail(WALLET_ERRORS.notRegistered);
    if (account.status === 'OPEN') return walletView(ctx.db, user.id);
    if (!walletContractSigned(ctx.db, user.id)) return fail(WALLET_ERRORS.contractUnsigned);
    openWallet(ctx.db, user.id, ctx.now());
    return walletView(ctx.db, user.id);
  });

  route(sellerAccountOpen, ({ user, ctx }) => {
    if (walletAccountOf(ctx.db, user.id)?.status !== 'OPEN') return fail(WALLET_ERRORS.notOpened);
    openSellerAccount(ctx.db, user.id, ctx.now());
    return walletView(ctx.db, user.id);
  });

  route(walletFunctionQuery, ({ user, ctx }) => {
    const account = walletAccountOf(ctx.db, user.id);
    return {
      status: account?.status ?? ('NONE' as const),
      contractSigned: walletContractSigned(ctx.db, user.id),
      sellerAccount: (account?.sellerOpenedAt ?? null) !== null,
      functions: walletFunctions(account),
    };
  });

  route(bankBrandPage, ({ input }) => {
    const { pageIndex, pageSize } = input;
    const list = SUPPORTED_BANKS.slice((pageIndex - 1) * pageSize, pageIndex * pageSize).map(
      (bank) => ({
        ...bank,
        singleLimitCents: WALLET_LIMITS.maxRechargeCents,
        dailyLimitCents: WALLET_LIMITS.dailyRechargeCents,
      }),
    );
    return { list, total: SUPPORTED_BANKS.length, pageIndex, pageSize };
  });

  route(orderOperationInfo, ({ input, user, ctx }) =>
    orderOperations(ctx.db, user.id, input.orderId, ctx.now()),
  );
});
