import type { Database } from 'better-sqlite3';
import type { BankCard, BankCardDetail, BankUseType } from '../../src/shared/contracts/bank-wallet';
import { maskCardNo, maskName, maskPhone } from './masking';

interface CardRow {
  id: number;
  bankName: string;
  cardNo: string;
  useType: BankUseType;
  isDefault: number;
  cardType: string;
  holderName: string;
  reservedPhone: string;
  branchName: string;
  boundAt: number;
}

const CARD_COLUMNS = `id, bank_name AS bankName, card_no AS cardNo, use_type AS useType,
  is_default AS isDefault, card_type AS cardType, holder_name AS holderName,
  reserved_phone AS reservedPhone, branch_name AS branchName, bound_at AS boundAt`;

function toCard(row: CardRow): BankCard {
  return {
    id: row.id,
    bankName: row.bankName,
    cardNoMasked: maskCardNo(row.cardNo),
    useType: row.useType,
    isDefault: row.isDefault === 1,
  };
}

function toDetail(row: CardRow): BankCardDetail {
  return {
    ...toCard(row),
    cardType: row.cardType,
    holderNameMasked: maskName(row.holderName),
    phoneMasked: maskPhone(row.reservedPhone),
    branchName: row.branchName,
    boundAt: row.boundAt,
  };
}

/** One page of the user's cards of a use type, default first (spec 000 §3: pageIndex from 1). */
export function listBankCards(
  db: Database,
  query: { userId: number; useType: BankUseType; pageIndex: number; pageSize: number },
) {
  const { userId, useType, pageIndex, pageSize } = query;
  const total = Number(
    db
      .prepare(
        'SELECT COUNT(*) FROM bank_cards WHERE user_id = ? AND use_type = ? AND unbound_at IS NULL',
      )
      .pluck()
      .get(userId, useType),
  );
  const rows = db
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM bank_cards WHERE user_id = ? AND use_type = ? AND unbound_at IS NULL
       ORDER BY is_default DESC, id LIMIT ? OFFSET ?`,
    )
    .all(userId, useType, pageSize, (pageIndex - 1) * pageSize) as CardRow[];
  return { list: rows.map(toCard), total, pageIndex, pageSize };
}

function findRow(db: Database, userId: number, cardId: number): CardRow | undefined {
  return db
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM bank_cards WHERE id = ? AND user_id = ? AND unbound_at IS NULL`,
    )
    .get(cardId, userId) as CardRow | undefined;
}

/** The user's own card; another user's id is undefined, exactly like a missing one. */
export function findBankCard(
  db: Database,
  userId: number,
  cardId: number,
): BankCardDetail | undefined {
  const row = findRow(db, userId, cardId);
  return row && toDetail(row);
}

/**
 * Makes the user's card the default of its use type, in one transaction: the
 * previous default stops being one first (the unique index of migration 0005
 * allows one default per user and use type). Undefined when not the user's card.
 */
export function setDefaultBankCard(
  db: Database,
  userId: number,
  cardId: number,
): BankCard | undefined {
  return db.transaction(() => {
    const row = findRow(db, userId, cardId);
    if (!row) return undefined;
    db.prepare(
      'UPDATE bank_cards SET is_default = 0 WHERE user_id = ? AND use_type = ? AND is_default = 1',
    ).run(userId, row.useType);
    db.prepare('UPDATE bank_cards SET is_default = 1 WHERE id = ?').run(cardId);
    return toCard({ ...row, isDefault: 1 });
  })();
}
