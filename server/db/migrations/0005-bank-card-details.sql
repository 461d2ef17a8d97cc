-- spec 000 §2 /bankDetail: what the card detail shows. Stored in full; only masked values leave the server.
ALTER TABLE bank_cards ADD COLUMN card_type TEXT NOT NULL DEFAULT '借记卡';
ALTER TABLE bank_cards ADD COLUMN holder_name TEXT NOT NULL DEFAULT '';
ALTER TABLE bank_cards ADD COLUMN reserved_phone TEXT NOT NULL DEFAULT '';
ALTER TABLE bank_cards ADD COLUMN branch_name TEXT NOT NULL DEFAULT '';
ALTER TABLE bank_cards ADD COLUMN bound_at INTEGER NOT NULL DEFAULT 0;
-- At most one default card per user and use type, whatever a handler does.
CREATE UNIQUE INDEX bank_cards_one_default ON bank_cards (user_id, use_type) WHERE is_default = 1;
