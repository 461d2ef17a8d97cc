CREATE TABLE bank_cards (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  bank_name TEXT NOT NULL,
  card_no TEXT NOT NULL,
  use_type INTEGER NOT NULL CHECK (use_type IN (1, 2)),
  is_default INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX bank_cards_user_type ON bank_cards (user_id, use_type, id);
