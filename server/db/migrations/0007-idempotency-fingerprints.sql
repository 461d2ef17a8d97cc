-- Idempotency keys with the semantics of payment APIs (Stripe, IETF Idempotency-Key draft;
-- server/kit/idempotency.ts). A key is scoped to the user AND the route, carries the
-- sha256 fingerprint of the validated request, and is first claimed as 'running' (the lock
-- that keeps a concurrent retry from running the handler twice), then 'done' with the whole
-- answer. The primary key changes, so the table is rebuilt; rows of 0006 are kept as done
-- answers with no fingerprint (replayed whatever the body: they predate fingerprints and
-- expire within 24 hours anyway).
CREATE TABLE idempotency_requests (
  user_id INTEGER NOT NULL,
  route TEXT NOT NULL,
  key TEXT NOT NULL,
  fingerprint TEXT,
  state TEXT NOT NULL CHECK (state IN ('running', 'done')),
  status INTEGER,
  answer TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, route, key),
  CHECK ((state = 'done') = (answer IS NOT NULL AND status IS NOT NULL))
);

INSERT INTO idempotency_requests (user_id, route, key, fingerprint, state, status, answer, created_at)
SELECT user_id, route, key, NULL, 'done', 200, answer, created_at FROM idempotency_keys;

DROP TABLE idempotency_keys;

-- Pruning deletes by age.
CREATE INDEX idempotency_requests_created_at ON idempotency_requests (created_at);
