-- A/B experiments of the operator API (CONTRACTS.md). `body` is the stored
-- experiment JSON (type, links, groups with variables/changes); `version` grows
-- with every replace and is part of each result id, so a changed experiment is
-- tracked anew.
CREATE TABLE abtest_experiments (
  experiment_id TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('RUNNING', 'STOPPED')),
  version INTEGER NOT NULL DEFAULT 1,
  body TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
