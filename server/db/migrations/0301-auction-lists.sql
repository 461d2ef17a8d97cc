CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL
);
CREATE TABLE evaluation_levels (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);
CREATE TABLE auction_sessions (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL
);
CREATE TABLE auction_items (
  id INTEGER PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES auction_sessions(id) ON DELETE CASCADE,
  merchandise_no TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  brand_id INTEGER NOT NULL REFERENCES brands(id),
  evaluation_level TEXT NOT NULL REFERENCES evaluation_levels(code),
  start_price_cents INTEGER NOT NULL CHECK (start_price_cents > 0),
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL
);
CREATE INDEX auction_items_times ON auction_items (start_at, end_at, id);
CREATE TABLE bids (
  id INTEGER PRIMARY KEY,
  item_id INTEGER NOT NULL REFERENCES auction_items(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  created_at INTEGER NOT NULL
);
CREATE INDEX bids_item ON bids (item_id, amount_cents);
CREATE INDEX bids_user ON bids (user_id, created_at);
