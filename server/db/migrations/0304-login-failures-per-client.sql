-- A failed password login counts against the phone from one client address: five wrong
-- passwords from one address no longer lock the owner out everywhere.
ALTER TABLE login_failures ADD COLUMN client TEXT NOT NULL DEFAULT '';
CREATE INDEX login_failures_phone_client ON login_failures (phone, client, failed_at);
