-- Issue 18 states 'rechecking' and 'returning' live in their own column: the CHECK of
-- consignment_orders.state (0400) cannot change without rebuilding the table, and a
-- rebuild drops it, which (foreign_keys ON) cascades to every item and history row.
-- The order's state is COALESCE(direct_state, state) (server/consignment/orders-store.ts).
ALTER TABLE consignment_orders ADD COLUMN direct_state TEXT
  CHECK (direct_state IS NULL OR direct_state IN ('rechecking', 'returning'));
CREATE INDEX consignment_orders_express ON consignment_orders (express_no);
CREATE TABLE direct_goods (
  item_id INTEGER PRIMARY KEY REFERENCES consignment_items(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reserve_price_cents INTEGER CHECK (reserve_price_cents IS NULL OR reserve_price_cents > 0),
  reserve_confirmed_at INTEGER,
  recheck_reason TEXT,
  recheck_answer TEXT,
  feedback_cents INTEGER,
  feedback_note TEXT
);
CREATE TABLE direct_returns (
  order_id INTEGER PRIMARY KEY REFERENCES consignment_orders(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  express_no TEXT NOT NULL UNIQUE,
  service_fee_cents INTEGER NOT NULL CHECK (service_fee_cents >= 0),
  asked_at INTEGER NOT NULL,
  paid_at INTEGER,
  operation_id INTEGER
);
CREATE TABLE direct_search_history (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  keyword TEXT NOT NULL,
  searched_at INTEGER NOT NULL,
  UNIQUE (user_id, keyword)
);
