-- Payments (server/payments/): one row per top-up, withdrawal or order payment. The
-- money itself moves in the ledger (operations keyed pay:<payNo>:start / :settle);
-- this row is the payment's state machine (server/payments/state-machine.ts).
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  pay_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('MARGIN_TOPUP', 'MARGIN_WITHDRAW', 'ORDER_PAY')),
  method TEXT NOT NULL CHECK (method IN ('BANK_CARD', 'MARGIN', 'OFFLINE')),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED', 'CANCELLED')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  fee_cents INTEGER NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
  title TEXT NOT NULL,
  bank_card_id INTEGER REFERENCES bank_cards(id),
  -- An offline withdrawal's typed-in account (bank name and last four digits only).
  offline_account TEXT,
  order_id INTEGER,
  created_at INTEGER NOT NULL,
  settled_at INTEGER
);
CREATE INDEX payments_user ON payments (user_id, created_at);

CREATE TABLE margin_passwords (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  password_hash TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Tickets of verify/code: one password change each, within minutes.
CREATE TABLE margin_tickets (
  ticket TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE margin_contracts (
  user_id INTEGER NOT NULL REFERENCES users(id),
  version TEXT NOT NULL,
  signed_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, version)
);

-- Orders of won lots (the bidder pays them from the margin account or a card).
CREATE TABLE auction_orders (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  item_id INTEGER NOT NULL REFERENCES auction_items(id),
  title TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  status TEXT NOT NULL CHECK (status IN ('UNPAID', 'PAID', 'CLOSED')),
  won_at INTEGER NOT NULL,
  pay_deadline INTEGER NOT NULL,
  paid_at INTEGER
);
CREATE INDEX auction_orders_user ON auction_orders (user_id, won_at);
