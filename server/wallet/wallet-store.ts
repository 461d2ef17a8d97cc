import type { Database } from 'better-sqlite3';
import { WALLET_CONTRACT_VERSION } from '../../src/shared/contracts/wallet';
import type { WalletFunction, WalletView } from '../../src/shared/contracts/wallet-info';
import { balanceOf, spendable, userAccount } from '../ledger/accounts';
import { maskName, maskPhone } from '../store/masking';

/**
 * What the simulated bank knows about a wallet's holder (wallet_accounts) and
 * the wallet's figures, always read from the ledger account user:<id>:wallet.
 */
export interface WalletAccountRow {
  userId: number;
  realName: string;
  idCard: string;
  phone: string;
  status: 'REGISTERED' | 'OPEN';
  sellerOpenedAt: number | null;
}

export function walletAccountOf(db: Database, userId: number): WalletAccountRow | undefined {
  return db
    .prepare(
      `SELECT user_id AS userId, real_name AS realName, id_card AS idCard, phone, status,
         seller_opened_at AS sellerOpenedAt FROM wallet_accounts WHERE user_id = ?`,
    )
    .get(userId) as WalletAccountRow | undefined;
}

export function walletContractSigned(db: Database, userId: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM wallet_contracts WHERE user_id = ? AND version = ?')
      .get(userId, WALLET_CONTRACT_VERSION) !== undefined
  );
}

/** An open wallet moves money; a seller's receiving account takes money from buyers. */
export function walletFunctions(account: WalletAccountRow | undefined): WalletFunction[] {
  if (account?.status !== 'OPEN') return [];
  const functions: WalletFunction[] = ['RECHARGE', 'WITHDRAW', 'TRANSFER', 'PAY_SELLER'];
  if (account.sellerOpenedAt !== null) functions.push('RECEIVE');
  return functions;
}

export function walletFigures(db: Database, userId: number) {
  const balance = balanceOf(db, userAccount(db, userId, 'wallet'));
  return {
    balanceCents: balance.creditsPosted - balance.debitsPosted,
    availableCents: spendable(balance),
    frozenCents: balance.debitsPending,
    incomingCents: balance.creditsPending,
  };
}

export function walletView(db: Database, userId: number): WalletView {
  const account = walletAccountOf(db, userId);
  return {
    status: account?.status ?? 'NONE',
    ...walletFigures(db, userId),
    realNameMasked: account ? maskName(account.realName) : null,
    phoneMasked: account ? maskPhone(account.phone) : null,
    functions: walletFunctions(account),
  };
}

/** Registers (or re-registers, before opening) the holder's identity. */
export function registerWallet(
  db: Database,
  w: { userId: number; realName: string; idCard: string; phone: string; now: number },
): 'ok' | 'alreadyOpen' {
  const existing = walletAccountOf(db, w.userId);
  if (existing?.status === 'OPEN') return 'alreadyOpen';
  db.prepare(
    `INSERT INTO wallet_accounts (user_id, real_name, id_card, phone, status, registered_at)
     VALUES (@userId, @realName, @idCard, @phone, 'REGISTERED', @now)
     ON CONFLICT (user_id) DO UPDATE SET real_name = @realName, id_card = @idCard,
       phone = @phone, registered_at = @now`,
  ).run({ ...w, idCard: w.idCard.toUpperCase() });
  return 'ok';
}

export function openWallet(db: Database, userId: number, now: number): void {
  db.prepare("UPDATE wallet_accounts SET status = 'OPEN', opened_at = ? WHERE user_id = ?").run(
    now,
    userId,
  );
  // The ledger account exists from opening on (empty), so records and figures read it.
  userAccount(db, userId, 'wallet');
}

export function signWalletContract(db: Database, userId: number, now: number) {
  db.prepare(
    'INSERT OR IGNORE INTO wallet_contracts (user_id, version, signed_at) VALUES (?, ?, ?)',
  ).run(userId, WALLET_CONTRACT_VERSION, now);
  const signedAt = db
    .prepare('SELECT signed_at FROM wallet_contracts WHERE user_id = ? AND version = ?')
    .pluck()
    .get(userId, WALLET_CONTRACT_VERSION) as number;
  return { version: WALLET_CONTRACT_VERSION, signedAt };
}

export function openSellerAccount(db: Database, userId: number, now: number): void {
  db.prepare(
    'UPDATE wallet_accounts SET seller_opened_at = IFNULL(seller_opened_at, ?) WHERE user_id = ?',
  ).run(now, userId);
}
