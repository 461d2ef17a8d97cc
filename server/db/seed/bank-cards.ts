import type { Database } from 'better-sqlite3';
import { DEMO_BANK_CARDS } from './bank-cards-data';

export function seedBankCards(db: Database): void {
  const insertCard = db.prepare(
    `INSERT INTO bank_cards (user_id, bank_name, card_no, use_type, is_default, card_type,
       holder_name, reserved_phone, branch_name, bound_at)
     VALUES (@userId, @bankName, @cardNo, @useType, @isDefault, @cardType,
       @holderName, @reservedPhone, @branchName, @boundAt)`,
  );
  for (const card of DEMO_BANK_CARDS)
    insertCard.run({ ...card, isDefault: card.isDefault ? 1 : 0 });
}
