CREATE TABLE seller_evaluations (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  storage_index INTEGER NOT NULL,
  colour_index INTEGER NOT NULL,
  answers TEXT NOT NULL,
  level TEXT NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  created_at INTEGER NOT NULL
);
CREATE TABLE seller_addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  district TEXT NOT NULL,
  detail TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE consignment_orders (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN
    ('created', 'shipped', 'received', 'inspected', 'listed', 'sold', 'cancelled', 'returned')),
  return_address_id INTEGER REFERENCES seller_addresses(id),
  depository_id INTEGER NOT NULL,
  express_company TEXT,
  express_no TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX consignment_orders_user ON consignment_orders (user_id, state);
CREATE TABLE consignment_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES consignment_orders(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  evaluation_id INTEGER NOT NULL REFERENCES seller_evaluations(id),
  product_id INTEGER NOT NULL,
  storage_index INTEGER NOT NULL,
  colour_index INTEGER NOT NULL,
  refer_price_cents INTEGER NOT NULL,
  grade TEXT,
  publish_code TEXT,
  price_cents INTEGER,
  duration_hours INTEGER,
  picture_ids TEXT NOT NULL DEFAULT '[]',
  descriptor TEXT NOT NULL DEFAULT '',
  listed_at INTEGER,
  sold_price_cents INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX consignment_items_order ON consignment_items (order_id);
CREATE TABLE consignment_history (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES consignment_orders(id) ON DELETE CASCADE,
  action TEXT NOT NULL,
  state TEXT NOT NULL,
  note TEXT NOT NULL,
  time INTEGER NOT NULL
);
CREATE TABLE seller_search_history (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  keyword TEXT NOT NULL,
  searched_at INTEGER NOT NULL,
  UNIQUE (user_id, keyword)
);
CREATE TABLE publish_drafts (
  item_id INTEGER PRIMARY KEY REFERENCES consignment_items(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content TEXT NOT NULL,
  saved_at INTEGER NOT NULL
);
CREATE TABLE seller_pictures (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_name TEXT NOT NULL UNIQUE,
  bytes INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
