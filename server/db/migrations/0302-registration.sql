ALTER TABLE users ADD COLUMN registered_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN invited_by TEXT;
-- One row per code sent; the newest unused one for a phone and purpose is the valid one.
CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  failed_attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_phone ON sms_codes (phone, purpose, sent_at);
-- Failed password logins per phone, for the lock-out window.
CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX login_failures_phone ON login_failures (phone, failed_at);
