import type { Database } from 'better-sqlite3';
import { DEMO_USERS } from './users-data';

const HOUR_MS = 3_600_000;

const TRACES: ReadonlyArray<[number, string, string]> = [
  [-50, '深圳市', '【深圳南山营业部】已揽收'],
  [-44, '深圳市', '已到达【深圳转运中心】'],
  [-30, '杭州市', '已到达【杭州转运中心】'],
  [-6, '杭州市', '【杭州余杭营业部】派件中，派件员 王师傅 138****1234'],
];

/** Shipments of the demo seller (one with an unpaid return fee) and the platform warehouses. */
export function seedLogistics(db: Database, now: number): void {
  const insertShipment = db.prepare(
    `INSERT INTO shipments (express_no, user_id, company, status, unpaid_fee_cents, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  insertShipment.run(
    'SF1420987654321',
    DEMO_USERS.seller.id,
    '顺丰速运',
    'delivering',
    0,
    now - 50 * HOUR_MS,
  );
  insertShipment.run(
    'YT9876543210123',
    DEMO_USERS.seller.id,
    '圆通速递',
    'signed',
    2000,
    now - 120 * HOUR_MS,
  );
  insertShipment.run(
    'JD0012345678901',
    DEMO_USERS.bidder.id,
    '京东物流',
    'in_transit',
    0,
    now - 20 * HOUR_MS,
  );
  const insertTrace = db.prepare(
    'INSERT INTO shipment_traces (express_no, time, location, description) VALUES (?, ?, ?, ?)',
  );
  for (const [hours, location, description] of TRACES) {
    insertTrace.run('SF1420987654321', now + hours * HOUR_MS, location, description);
  }
  insertTrace.run('YT9876543210123', now - 120 * HOUR_MS, '上海市', '【上海青浦】已揽收');
  insertTrace.run('YT9876543210123', now - 96 * HOUR_MS, '杭州市', '已签收，签收人：平台仓库');
  insertTrace.run('JD0012345678901', now - 20 * HOUR_MS, '杭州市', '【杭州仓】已出库');
  insertTrace.run('JD0012345678901', now - 8 * HOUR_MS, '北京市', '已到达【北京分拣中心】');
  const insertAddress = db.prepare(
    `INSERT INTO platform_addresses (type, name, phone, province, city, district, detail)
     VALUES (2, ?, ?, ?, ?, ?, ?)`,
  );
  insertAddress.run(
    '平台质检仓（杭州）',
    '0571-88880000',
    '浙江省',
    '杭州市',
    '余杭区',
    '仓前街道文一西路 1888 号 3 号库',
  );
  insertAddress.run(
    '平台质检仓（深圳）',
    '0755-66660000',
    '广东省',
    '深圳市',
    '宝安区',
    '福永街道凤凰路 66 号 B 栋',
  );
}
