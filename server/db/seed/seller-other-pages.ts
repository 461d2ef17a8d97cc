import type { Database } from 'better-sqlite3';
import { insertDecidedRetest } from '../../areas/seller-other-pages/retest-store';
import { saveQualification } from '../../areas/seller-other-pages/profile-store';
import { SEED_ORDERS, seedIdsOf } from './consignment-data';
import { DEMO_QUALIFICATIONS, INFO_COLLECTION_ITEMS } from './seller-other-pages-data';
import { DEMO_USERS } from './users-data';

const DAY_MS = 86_400_000;

/**
 * Sellers 1 and 3: a company licence (without images: none are uploaded in the
 * seed) and one decided re-inspection of their listed item. Runs after the
 * consignment seed, whose item ids follow SEED_ORDERS.
 */
export function seedSellerOtherPages(db: Database, now: number): void {
  const insert = db.prepare(
    'INSERT INTO privacy_info_items (category, name, purpose, scene) VALUES (?, ?, ?, ?)',
  );
  for (const item of INFO_COLLECTION_ITEMS) {
    insert.run(item.category, item.name, item.purpose, item.scene);
  }
  const sellers = [DEMO_USERS.seller, DEMO_USERS.seller2] as const;
  sellers.forEach((seller, index) => {
    saveQualification(
      db,
      seller.id,
      { ...DEMO_QUALIFICATIONS[seller.id]!, pictureIds: [] },
      now - 30 * DAY_MS,
    );
    const listedItem =
      seedIdsOf(index === 0 ? 0 : 1).firstOrderId +
      SEED_ORDERS.findIndex((order) => order.state === 'listed');
    insertDecidedRetest(db, {
      userId: seller.id,
      itemId: listedItem,
      reason: '质检报告写屏幕有划痕，实际寄出时屏幕完好，请复检',
      status: index === 0 ? 'rejected' : 'accepted',
      now: now - 2 * DAY_MS,
    });
  });
}
