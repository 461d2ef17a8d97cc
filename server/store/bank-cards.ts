import type { Database } from 'better-sqlite3';

export type UseType = 1 | 2;

/** interfaces.md BankCard. */
export interface BankCard {
  id: number;
  bankName: string;
  cardNoMasked: string;
  useType: UseType;
  isDefault: boolean;
}

export interface BankCardPage {
  list: BankCard[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

interface CardRow {
  id: number;
  bankName: string;
  cardNo: string;
  useType: UseType;
  isDefault: number;
}

/** Only the last four digits ever leave the server. */
export function maskCardNo(cardNo: string): string {
  return `**** **** **** ${cardNo.slice(-4)}`;
}

export function listBankCards(
  db: Database,
  query: { userId: number; useType: UseType; pageIndex: number; pageSize: number },
): BankCardPage {
  const { userId, useType, pageIndex, pageSize } = query;
  const total = Number(
    db
      .prepare('SELECT COUNT(*) FROM bank_cards WHERE user_id = ? AND use_type = ?')
      .pluck()
      .get(userId, useType),
  );
  const rows = db
    .prepare(
      `SELECT id, bank_name AS bankName, card_no AS cardNo, use_type AS useType,
              is_default AS isDefault
       FROM bank_cards WHERE user_id = ? AND use_type = ?
       ORDER BY is_default DESC, id LIMIT ? OFFSET ?`,
    )
    .all(userId, useType, pageSize, (pageIndex - 1) * pageSize) as CardRow[];
  const list = rows.map((row) => ({
    id: row.id,
    bankName: row.bankName,
    cardNoMasked: maskCardNo(row.cardNo),
    useType: row.useType,
    isDefault: row.isDefault === 1,
  }));
  return { list, total, pageIndex, pageSize };
}
