-- Issue 18 "Other" pages: re-inspection requests, the company qualification,
-- the privacy list and the inspection tool's consent, per seller.
CREATE TABLE seller_retest_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL REFERENCES consignment_items(id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  picture_ids TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'rejected')),
  created_at INTEGER NOT NULL
);
CREATE INDEX seller_retest_requests_user ON seller_retest_requests (user_id, created_at);
-- At most one open request per item: a second one while the first waits is refused.
CREATE UNIQUE INDEX seller_retest_requests_pending ON seller_retest_requests (item_id)
  WHERE status = 'pending';
CREATE TABLE seller_qualifications (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  company_name TEXT NOT NULL,
  credit_code TEXT NOT NULL,
  legal_person TEXT NOT NULL,
  registered_address TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  picture_ids TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE privacy_info_items (
  id INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  name TEXT NOT NULL,
  purpose TEXT NOT NULL,
  scene TEXT NOT NULL
);
CREATE TABLE seller_detection_consents (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('privacy', 'permission')),
  state TEXT NOT NULL CHECK (state IN ('agreed', 'declined')),
  decided_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind)
);
