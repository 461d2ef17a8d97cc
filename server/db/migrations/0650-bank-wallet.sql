-- The bank wallet (Funds II). Its money lives in the ledger (account user:<id>:wallet);
-- these tables hold what the bank knows about the holder, cards and transfers.
CREATE TABLE wallet_accounts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  real_name TEXT NOT NULL,
  id_card TEXT NOT NULL,
  phone TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('REGISTERED', 'OPEN')),
  registered_at INTEGER NOT NULL,
  opened_at INTEGER,
  seller_opened_at INTEGER
);

CREATE TABLE wallet_contracts (
  user_id INTEGER NOT NULL REFERENCES users(id),
  version TEXT NOT NULL,
  signed_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, version)
);

-- Quick-pay agreements: one per transfer-in card before its first recharge.
CREATE TABLE wallet_card_agreements (
  card_id INTEGER PRIMARY KEY REFERENCES bank_cards(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  agreed_at INTEGER NOT NULL
);

-- Immediate transfers (wallet <-> margin, to a seller); the money is the ledger
-- operation keyed xfer:<transfer_no>.
CREATE TABLE wallet_transfers (
  transfer_no TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('WALLET_TO_MARGIN', 'MARGIN_TO_WALLET', 'TO_SELLER')),
  to_user_id INTEGER REFERENCES users(id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  remark TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX wallet_transfers_user ON wallet_transfers (user_id, created_at);

-- An unbound card stays (past payments name it) but leaves every list.
ALTER TABLE bank_cards ADD COLUMN unbound_at INTEGER;

-- Wallet recharges and withdrawals are payments too: widen the kinds. SQLite cannot
-- alter a CHECK, so the table is rebuilt with the same columns (nothing references it).
CREATE TABLE payments_v2 (
  id INTEGER PRIMARY KEY,
  pay_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('MARGIN_TOPUP', 'MARGIN_WITHDRAW', 'ORDER_PAY',
    'WALLET_RECHARGE', 'WALLET_WITHDRAW')),
  method TEXT NOT NULL CHECK (method IN ('BANK_CARD', 'MARGIN', 'OFFLINE')),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED', 'CANCELLED')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  fee_cents INTEGER NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
  title TEXT NOT NULL,
  bank_card_id INTEGER REFERENCES bank_cards(id),
  offline_account TEXT,
  order_id INTEGER,
  created_at INTEGER NOT NULL,
  settled_at INTEGER
);
INSERT INTO payments_v2 SELECT id, pay_no, user_id, kind, method, status, amount_cents, fee_cents,
  title, bank_card_id, offline_account, order_id, created_at, settled_at FROM payments;
DROP TABLE payments;
ALTER TABLE payments_v2 RENAME TO payments;
CREATE INDEX payments_user ON payments (user_id, created_at);
