import type { Database } from 'better-sqlite3';

/**
 * The seller's parcel to the platform warehouse, written into the logistics
 * tables (migration 0303) so that `GET /api/dh/auction/logistics/express/info`
 * shows it as a timeline to its sender, and to no one else.
 */

export function expressNoTaken(db: Database, expressNo: string): boolean {
  return db.prepare('SELECT 1 FROM shipments WHERE express_no = ?').get(expressNo) !== undefined;
}

export function startShipment(
  db: Database,
  args: { userId: number; company: string; expressNo: string; now: number },
): void {
  db.prepare(
    `INSERT INTO shipments (express_no, user_id, company, status, unpaid_fee_cents, created_at)
     VALUES (?, ?, ?, 'collected', 0, ?)`,
  ).run(args.expressNo, args.userId, args.company, args.now);
  addTrace(
    db,
    args.expressNo,
    args.now,
    '卖家所在地',
    `【${args.company}】卖家已发货，快递员已揽收`,
  );
}

export function addTrace(
  db: Database,
  expressNo: string,
  time: number,
  location: string,
  description: string,
): void {
  db.prepare(
    'INSERT INTO shipment_traces (express_no, time, location, description) VALUES (?, ?, ?, ?)',
  ).run(expressNo, time, location, description);
}

/** The number was wrong: the old parcel's tracking goes, the new one starts. */
export function replaceShipment(
  db: Database,
  oldNo: string | null,
  args: { userId: number; company: string; expressNo: string; now: number },
): void {
  if (oldNo !== null) db.prepare('DELETE FROM shipments WHERE express_no = ?').run(oldNo);
  startShipment(db, args);
}

/** The warehouse signed for the parcel. */
export function signShipment(db: Database, expressNo: string, warehouse: string, now: number) {
  db.prepare(`UPDATE shipments SET status = 'signed' WHERE express_no = ?`).run(expressNo);
  addTrace(db, expressNo, now, warehouse, `已签收，签收人：${warehouse}`);
}
