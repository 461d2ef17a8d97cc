CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL UNIQUE,
  nick_name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  seller_id INTEGER,
  bidding_no TEXT
);
CREATE TABLE tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
