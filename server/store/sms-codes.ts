import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/**
 * SMS codes of the reference server (no SMS is really sent: in development the
 * code is printed in the server log and readable at GET /__dev/sms). The rules
 * are the project's choice, the spec has none: one code per phone and purpose
 * every 60 s, 10 a day, valid 5 minutes, dead after 5 wrong tries.
 */
export const SMS_RULES = {
  resendAfterMs: 60_000,
  dailyLimit: 10,
  validForMs: 5 * 60_000,
  maxWrongTries: 5,
} as const;

const DAY_MS = 86_400_000;

/**
 * marginPassword: the margin password flow (spec 000 §2 /depositVerifyPhone);
 * bankWallet: the bank's dynamic codes of the wallet (server/wallet/bank-sms.ts).
 */
export type SmsPurpose = 'register' | 'marginPassword' | 'bankWallet';

export type IssueResult =
  | { ok: true; code: string; resendAfterSeconds: number; expiresInSeconds: number }
  | { ok: false; reason: 'tooFrequent' | 'dailyLimit' };

export function issueSmsCode(
  db: Database,
  phone: string,
  purpose: SmsPurpose,
  now: number,
): IssueResult {
  const last = db
    .prepare('SELECT MAX(sent_at) FROM sms_codes WHERE phone = ? AND purpose = ?')
    .pluck()
    .get(phone, purpose) as number | null;
  if (last !== null && now - last < SMS_RULES.resendAfterMs)
    return { ok: false, reason: 'tooFrequent' };
  const today = db
    .prepare('SELECT COUNT(*) FROM sms_codes WHERE phone = ? AND sent_at > ?')
    .pluck()
    .get(phone, now - DAY_MS) as number;
  if (today >= SMS_RULES.dailyLimit) return { ok: false, reason: 'dailyLimit' };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare(
    'INSERT INTO sms_codes (phone, purpose, code, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(phone, purpose, code, now, now + SMS_RULES.validForMs);
  return {
    ok: true,
    code,
    resendAfterSeconds: SMS_RULES.resendAfterMs / 1000,
    expiresInSeconds: SMS_RULES.validForMs / 1000,
  };
}

export type CheckResult = 'ok' | 'wrong' | 'expired';

/**
 * Checks the newest code of the phone and purpose; a right code is used up, a
 * wrong one counts towards the tries that kill it.
 */
export function consumeSmsCode(
  db: Database,
  phone: string,
  purpose: SmsPurpose,
  given: string,
  now: number,
): CheckResult {
  const row = db
    .prepare(
      `SELECT id, code, expires_at AS expiresAt, used_at AS usedAt, failed_attempts AS failed
       FROM sms_codes WHERE phone = ? AND purpose = ? ORDER BY sent_at DESC, id DESC LIMIT 1`,
    )
    .get(phone, purpose) as
    | { id: number; code: string; expiresAt: number; usedAt: number | null; failed: number }
    | undefined;
  if (!row || row.usedAt !== null || row.failed >= SMS_RULES.maxWrongTries || now > row.expiresAt) {
    return row ? 'expired' : 'wrong';
  }
  if (row.code !== given) {
    db.prepare('UPDATE sms_codes SET failed_attempts = failed_attempts + 1 WHERE id = ?').run(
      row.id,
    );
    return 'wrong';
  }
  db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?').run(now, row.id);
  return 'ok';
}

/** The latest codes sent (development read-back for people and e2e tests). */
export function recentSmsCodes(db: Database, phone?: string) {
  return db
    .prepare(
      `SELECT phone, purpose, code, sent_at AS sentAt, expires_at AS expiresAt FROM sms_codes
       WHERE (@phone IS NULL OR phone = @phone) ORDER BY sent_at DESC, id DESC LIMIT 20`,
    )
    .all({ phone: phone ?? null });
}
