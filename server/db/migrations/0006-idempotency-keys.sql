-- The answer of each call sent with an Idempotency-Key (server/kit/idempotency.ts): a
-- replay of the same key by the same user gets the stored answer, the handler runs once.
CREATE TABLE idempotency_keys (
  user_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  route TEXT NOT NULL,
  answer TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, key)
);
