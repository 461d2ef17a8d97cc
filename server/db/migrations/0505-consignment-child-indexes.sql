-- Issue 18: the rows that point at an order or an evaluation are found by an index, not a
-- scan. An order's timeline is read by order_id on every order view, and deleting an order
-- (a reset cascades from users) looks up its history and items: without these, a reset with
-- a few hundred seeded direct-sale orders scanned the history once per order.
CREATE INDEX consignment_history_order ON consignment_history (order_id, id);
CREATE INDEX consignment_items_evaluation ON consignment_items (evaluation_id);
