import type { Database } from 'better-sqlite3';
import type * as z from 'zod/mini';
import type {
  detectionConsentData,
  qualification,
} from '../../../src/shared/contracts/seller-other-pages';

/**
 * The seller's own records of the "Other" pages (issue 18): the company
 * qualification and the inspection tool's consent. Keyed by the caller's user
 * id only, so no input can name another seller's row.
 */
type Qualification = z.output<typeof qualification>;
type ConsentKind = z.output<typeof detectionConsentData>['kind'];

const EMPTY_QUALIFICATION: Qualification = {
  companyName: '',
  creditCode: '',
  legalPerson: '',
  registeredAddress: '',
  validUntil: '',
  pictureIds: [],
  updatedAt: null,
};

export function readQualification(db: Database, userId: number): Qualification {
  const row = db
    .prepare(
      `SELECT company_name AS companyName, credit_code AS creditCode, legal_person AS legalPerson,
        registered_address AS registeredAddress, valid_until AS validUntil,
        picture_ids AS pictureIds, updated_at AS updatedAt
       FROM seller_qualifications WHERE user_id = ?`,
    )
    .get(userId) as (Omit<Qualification, 'pictureIds'> & { pictureIds: string }) | undefined;
  if (!row) return EMPTY_QUALIFICATION;
  return { ...row, pictureIds: JSON.parse(row.pictureIds) as number[] };
}

export function saveQualification(
  db: Database,
  userId: number,
  value: Omit<Qualification, 'updatedAt'>,
  now: number,
): Qualification {
  db.prepare(
    `INSERT INTO seller_qualifications (user_id, company_name, credit_code, legal_person,
       registered_address, valid_until, picture_ids, updated_at)
     VALUES (@userId, @companyName, @creditCode, @legalPerson, @registeredAddress, @validUntil,
       @pictureIds, @now)
     ON CONFLICT (user_id) DO UPDATE SET company_name = excluded.company_name,
       credit_code = excluded.credit_code, legal_person = excluded.legal_person,
       registered_address = excluded.registered_address, valid_until = excluded.valid_until,
       picture_ids = excluded.picture_ids, updated_at = excluded.updated_at`,
  ).run({ ...value, userId, pictureIds: JSON.stringify(value.pictureIds), now });
  return readQualification(db, userId);
}

export function readConsent(db: Database, userId: number, kind: ConsentKind) {
  const row = db
    .prepare(
      `SELECT state, decided_at AS decidedAt FROM seller_detection_consents
       WHERE user_id = ? AND kind = ?`,
    )
    .get(userId, kind) as { state: 'agreed' | 'declined'; decidedAt: number } | undefined;
  return { kind, state: row?.state ?? ('unset' as const), decidedAt: row?.decidedAt ?? null };
}

/** The latest answer wins: a seller who declined may agree later, and the other way round. */
export function saveConsent(
  db: Database,
  args: { userId: number; kind: ConsentKind; decision: 'agree' | 'decline'; now: number },
) {
  db.prepare(
    `INSERT INTO seller_detection_consents (user_id, kind, state, decided_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, kind) DO UPDATE SET state = excluded.state, decided_at = excluded.decided_at`,
  ).run(args.userId, args.kind, args.decision === 'agree' ? 'agreed' : 'declined', args.now);
  return readConsent(db, args.userId, args.kind);
}

export function listInfoCollection(db: Database) {
  const list = db
    .prepare(
      'SELECT id AS itemId, category, name, purpose, scene FROM privacy_info_items ORDER BY id',
    )
    .all() as Array<{
    itemId: number;
    category: string;
    name: string;
    purpose: string;
    scene: string;
  }>;
  return { list };
}
