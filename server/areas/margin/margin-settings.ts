import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { MARGIN_CONTRACT_VERSION } from '../../../src/shared/contracts/margin';
import { incomingCents, marginFigures } from '../../ledger/accounts';
import { verifyPassword } from '../../db/password';

/** The margin password (hashed), its change tickets, and the margin contract. */

export const TICKET_TTL_MS = 10 * 60_000;

export function hasMarginPassword(db: Database, userId: number): boolean {
  return db.prepare('SELECT 1 FROM margin_passwords WHERE user_id = ?').get(userId) !== undefined;
}

export type PasswordCheck = 'ok' | 'unset' | 'wrong';

export async function checkMarginPassword(
  db: Database,
  userId: number,
  password: string,
): Promise<PasswordCheck> {
  const hash = db
    .prepare('SELECT password_hash FROM margin_passwords WHERE user_id = ?')
    .pluck()
    .get(userId);
  if (typeof hash !== 'string') return 'unset';
  return (await verifyPassword(password, hash)) ? 'ok' : 'wrong';
}

/** Stores a hash made beforehand (hashPassword is async and a transaction is not). */
export function setMarginPassword(
  db: Database,
  userId: number,
  passwordHash: string,
  now: number,
): void {
  db.prepare(
    `INSERT INTO margin_passwords (user_id, password_hash, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET password_hash = excluded.password_hash,
       updated_at = excluded.updated_at`,
  ).run(userId, passwordHash, now);
}

export function issueTicket(db: Database, userId: number, now: number) {
  const ticket = randomBytes(18).toString('base64url');
  const expiresAt = now + TICKET_TTL_MS;
  db.prepare('INSERT INTO margin_tickets (ticket, user_id, expires_at) VALUES (?, ?, ?)').run(
    ticket,
    userId,
    expiresAt,
  );
  return { ticket, expiresAt };
}

/** Uses the ticket up; another user's, a used or an expired ticket is refused. */
export function consumeTicket(db: Database, userId: number, ticket: string, now: number): boolean {
  const result = db
    .prepare(
      `UPDATE margin_tickets SET used_at = ? WHERE ticket = ? AND user_id = ? AND used_at IS NULL
         AND expires_at >= ?`,
    )
    .run(now, ticket, userId, now);
  return result.changes === 1;
}

export function contractOf(db: Database, userId: number) {
  const signedAt = db
    .prepare('SELECT signed_at FROM margin_contracts WHERE user_id = ? AND version = ?')
    .pluck()
    .get(userId, MARGIN_CONTRACT_VERSION);
  return {
    version: MARGIN_CONTRACT_VERSION,
    title: '保证金服务协议',
    signed: typeof signedAt === 'number',
    signedAt: typeof signedAt === 'number' ? signedAt : null,
  };
}

export function signContract(db: Database, userId: number, now: number) {
  db.prepare(
    'INSERT OR IGNORE INTO margin_contracts (user_id, version, signed_at) VALUES (?, ?, ?)',
  ).run(userId, MARGIN_CONTRACT_VERSION, now);
  return contractOf(db, userId);
}

/** get/margin: the ledger's figures and what the screen needs beside them. */
export function marginAccountView(db: Database, userId: number) {
  const figures = marginFigures(db, userId);
  return {
    ...figures,
    totalCents: figures.availableCents + figures.frozenCents,
    incomingCents: incomingCents(db, userId),
    hasPassword: hasMarginPassword(db, userId),
    contractSigned: contractOf(db, userId).signed,
  };
}
