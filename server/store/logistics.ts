import type { Database } from 'better-sqlite3';

type Status = 'collected' | 'in_transit' | 'delivering' | 'signed';

/** One of the user's shipments with its traces, newest first; undefined for anyone else's. */
export function findShipment(db: Database, userId: number, expressNo: string) {
  const head = db
    .prepare(
      `SELECT express_no AS expressNo, company, status FROM shipments
       WHERE express_no = ? AND user_id = ?`,
    )
    .get(expressNo, userId) as { expressNo: string; company: string; status: Status } | undefined;
  if (!head) return undefined;
  const traces = db
    .prepare(
      `SELECT time, location, description FROM shipment_traces
       WHERE express_no = ? ORDER BY time DESC, id DESC`,
    )
    .all(expressNo) as Array<{ time: number; location: string; description: string }>;
  return { ...head, traces };
}

export function unpaidFees(db: Database, userId: number) {
  const items = db
    .prepare(
      `SELECT s.express_no AS expressNo, s.unpaid_fee_cents AS feeCents, s.created_at AS createdAt,
        r.order_id AS orderId
       FROM shipments s LEFT JOIN direct_returns r ON r.express_no = s.express_no
       WHERE s.user_id = ? AND s.unpaid_fee_cents > 0 ORDER BY s.created_at DESC`,
    )
    .all(userId) as Array<{
    expressNo: string;
    feeCents: number;
    createdAt: number;
    orderId: number | null;
  }>;
  return { totalCents: items.reduce((sum, item) => sum + item.feeCents, 0), items };
}

export function addressesOfType(db: Database, type: number) {
  return {
    list: db
      .prepare(
        `SELECT id, name, phone, province, city, district, detail FROM platform_addresses
         WHERE type = ? ORDER BY id`,
      )
      .all(type) as Array<{
      id: number;
      name: string;
      phone: string;
      province: string;
      city: string;
      district: string;
      detail: string;
    }>,
  };
}
