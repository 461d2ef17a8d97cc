-- The double-entry ledger (server/ledger/): accounts, operations (one per idempotency
-- key), transfers and their entries. Modelled on TigerBeetle: every account keeps
-- debits/credits posted and pending; a pending transfer (a hold) is later posted or
-- voided exactly once. The balance columns are a cache of the entries, kept by the
-- trigger below; auditLedger (server/ledger/audit.ts) proves them equal.
CREATE TABLE ledger_accounts (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('margin', 'wallet', 'platform', 'world', 'fees')),
  user_id INTEGER REFERENCES users(id),
  -- 1: debits posted + debits pending may never exceed credits posted.
  no_overdraft INTEGER NOT NULL CHECK (no_overdraft IN (0, 1)),
  debits_posted INTEGER NOT NULL DEFAULT 0,
  credits_posted INTEGER NOT NULL DEFAULT 0,
  debits_pending INTEGER NOT NULL DEFAULT 0,
  credits_pending INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX ledger_accounts_user ON ledger_accounts (user_id, kind);

-- One row per applied operation: the UNIQUE key is what applies each key at most once.
CREATE TABLE ledger_operations (
  id INTEGER PRIMARY KEY,
  op_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE ledger_transfers (
  id INTEGER PRIMARY KEY,
  operation_id INTEGER NOT NULL REFERENCES ledger_operations(id),
  debit_account_id INTEGER NOT NULL REFERENCES ledger_accounts(id),
  credit_account_id INTEGER NOT NULL REFERENCES ledger_accounts(id),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  -- posted: at once; pending: a hold; post / void: resolves the hold pending_id.
  kind TEXT NOT NULL CHECK (kind IN ('posted', 'pending', 'post', 'void')),
  pending_id INTEGER REFERENCES ledger_transfers(id),
  memo TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  CHECK (debit_account_id <> credit_account_id),
  CHECK ((kind IN ('post', 'void')) = (pending_id IS NOT NULL))
);
-- A hold is resolved (posted or voided) at most once.
CREATE UNIQUE INDEX ledger_transfers_pending ON ledger_transfers (pending_id)
  WHERE pending_id IS NOT NULL;
CREATE INDEX ledger_transfers_debit ON ledger_transfers (debit_account_id, id);
CREATE INDEX ledger_transfers_credit ON ledger_transfers (credit_account_id, id);

-- side D/C, phase posted/pending; a pending amount is negative when a hold is resolved.
CREATE TABLE ledger_entries (
  id INTEGER PRIMARY KEY,
  transfer_id INTEGER NOT NULL REFERENCES ledger_transfers(id),
  account_id INTEGER NOT NULL REFERENCES ledger_accounts(id),
  side TEXT NOT NULL CHECK (side IN ('D', 'C')),
  phase TEXT NOT NULL CHECK (phase IN ('posted', 'pending')),
  amount INTEGER NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id);
CREATE INDEX ledger_entries_transfer ON ledger_entries (transfer_id);

CREATE TRIGGER ledger_entries_cache AFTER INSERT ON ledger_entries
BEGIN
  UPDATE ledger_accounts SET
    debits_posted = debits_posted + (CASE WHEN NEW.side = 'D' AND NEW.phase = 'posted' THEN NEW.amount ELSE 0 END),
    credits_posted = credits_posted + (CASE WHEN NEW.side = 'C' AND NEW.phase = 'posted' THEN NEW.amount ELSE 0 END),
    debits_pending = debits_pending + (CASE WHEN NEW.side = 'D' AND NEW.phase = 'pending' THEN NEW.amount ELSE 0 END),
    credits_pending = credits_pending + (CASE WHEN NEW.side = 'C' AND NEW.phase = 'pending' THEN NEW.amount ELSE 0 END)
  WHERE id = NEW.account_id;
END;

-- Append-only: a correction is a new transfer. /__dev/reset empties the ledger
-- accounts first (creation order), after which their rows may go.
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;
CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
WHEN EXISTS (SELECT 1 FROM ledger_accounts WHERE id = OLD.account_id)
BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;
CREATE TRIGGER ledger_transfers_no_update BEFORE UPDATE ON ledger_transfers
BEGIN SELECT RAISE(ABORT, 'ledger transfers are append-only'); END;
CREATE TRIGGER ledger_transfers_no_delete BEFORE DELETE ON ledger_transfers
WHEN EXISTS (SELECT 1 FROM ledger_accounts WHERE id = OLD.debit_account_id)
BEGIN SELECT RAISE(ABORT, 'ledger transfers are append-only'); END;
CREATE TRIGGER ledger_operations_no_update BEFORE UPDATE ON ledger_operations
BEGIN SELECT RAISE(ABORT, 'ledger operations are append-only'); END;
