-- A token is kept only as its sha256 (hex): a copy of the database logs no one in.
-- SQL cannot hash the plain tokens stored so far, so they go: their users log in again.
DROP TABLE tokens;
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX tokens_created_at ON tokens (created_at);
CREATE INDEX tokens_user ON tokens (user_id);
