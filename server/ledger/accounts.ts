import type { Database } from 'better-sqlite3';

/**
 * Ledger accounts. A user's margin (deposit) account and wallet are credit-normal
 * (the platform owes the user): credits are money in, debits money out, and they
 * may never go negative. The platform's own accounts and the outside world (the
 * banks behind the users' cards) may.
 */
export type AccountKind = 'margin' | 'wallet' | 'platform' | 'world' | 'fees';

export interface Balance {
  debitsPosted: number;
  creditsPosted: number;
  debitsPending: number;
  creditsPending: number;
}

/** Accounts of the platform itself, created on first use. */
export const PLATFORM_ACCOUNTS = {
  /** The banks behind every card: money comes in from and goes out to it. */
  world: { code: 'world:banks', kind: 'world' },
  /** Withdrawal and channel fees the platform earns. */
  fees: { code: 'platform:fees', kind: 'fees' },
  /** Margin frozen for bids (next issue's bids hold against it). */
  bidHolds: { code: 'platform:bid-holds', kind: 'platform' },
  /** Money paid for won lots, held for the seller until delivery. */
  orderEscrow: { code: 'platform:order-escrow', kind: 'platform' },
} as const satisfies Record<string, { code: string; kind: AccountKind }>;

export type PlatformAccount = keyof typeof PLATFORM_ACCOUNTS;

export function userAccountCode(userId: number, kind: 'margin' | 'wallet'): string {
  return `user:${userId}:${kind}`;
}

/** The id of the account with this code, created (empty) when it does not exist yet. */
export function ensureAccount(
  db: Database,
  spec: { code: string; kind: AccountKind; userId?: number; noOverdraft?: boolean },
): number {
  const found = db.prepare('SELECT id FROM ledger_accounts WHERE code = ?').pluck().get(spec.code);
  if (typeof found === 'number') return found;
  const result = db
    .prepare('INSERT INTO ledger_accounts (code, kind, user_id, no_overdraft) VALUES (?, ?, ?, ?)')
    .run(spec.code, spec.kind, spec.userId ?? null, spec.noOverdraft ? 1 : 0);
  return Number(result.lastInsertRowid);
}

export function platformAccount(db: Database, which: PlatformAccount): number {
  return ensureAccount(db, PLATFORM_ACCOUNTS[which]);
}

/** A user's margin or wallet account: never below zero, holds counted. */
export function userAccount(db: Database, userId: number, kind: 'margin' | 'wallet'): number {
  return ensureAccount(db, {
    code: userAccountCode(userId, kind),
    kind,
    userId,
    noOverdraft: true,
  });
}

const BALANCE_COLUMNS = `debits_posted AS debitsPosted, credits_posted AS creditsPosted,
  debits_pending AS debitsPending, credits_pending AS creditsPending`;

export function balanceOf(db: Database, accountId: number): Balance {
  const row = db
    .prepare(`SELECT ${BALANCE_COLUMNS} FROM ledger_accounts WHERE id = ?`)
    .get(accountId) as Balance | undefined;
  if (!row) throw new Error(`no ledger account ${accountId}`);
  return row;
}

/** What a credit-normal account may still spend: posted credits less every debit, holds included. */
export function spendable(balance: Balance): number {
  return balance.creditsPosted - balance.debitsPosted - balance.debitsPending;
}

/** The margin screen's two figures (CONTRACTS.md "Money seams"). */
export function marginFigures(db: Database, userId: number) {
  const balance = balanceOf(db, userAccount(db, userId, 'margin'));
  return { availableCents: spendable(balance), frozenCents: balance.debitsPending };
}

/** Money on its way into the margin account (top-ups the bank has not settled). */
export function incomingCents(db: Database, userId: number): number {
  return balanceOf(db, userAccount(db, userId, 'margin')).creditsPending;
}
