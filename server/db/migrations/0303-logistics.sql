CREATE TABLE shipments (
  express_no TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  company TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('collected', 'in_transit', 'delivering', 'signed')),
  unpaid_fee_cents INTEGER NOT NULL DEFAULT 0 CHECK (unpaid_fee_cents >= 0),
  created_at INTEGER NOT NULL
);
CREATE TABLE shipment_traces (
  id INTEGER PRIMARY KEY,
  express_no TEXT NOT NULL REFERENCES shipments(express_no) ON DELETE CASCADE,
  time INTEGER NOT NULL,
  location TEXT NOT NULL,
  description TEXT NOT NULL
);
CREATE INDEX shipment_traces_no ON shipment_traces (express_no, time);
CREATE TABLE platform_addresses (
  id INTEGER PRIMARY KEY,
  type INTEGER NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  district TEXT NOT NULL,
  detail TEXT NOT NULL
);
