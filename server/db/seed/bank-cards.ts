import type { Database } from 'better-sqlite3';
import { DEMO_BANK_CARDS } from './bank-cards-data';

export function seedBankCards(db: Database): void {
  const insertCard = db.prepare(
    `INSERT INTO bank_cards (user_id, bank_name, card_no, use_type, is_default)
     VALUES (?, ?, ?, ?, ?)`,
  );
  for (const card of DEMO_BANK_CARDS) {
    insertCard.run(card.userId, card.bankName, card.cardNo, card.useType, card.isDefault ? 1 : 0);
  }
}
