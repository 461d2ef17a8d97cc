import type { Database } from 'better-sqlite3';
import type {
  AuctionItem,
  AuctionSession,
  AuctionStatus,
  BrandAndLevels,
  MyBid,
} from '../../src/shared/contracts/auction-lists';

export interface AuctionQuery {
  pageIndex: number;
  pageSize: number;
  brandId?: number;
  evaluationLevel?: string;
  keyword?: string;
}

type ItemRow = Omit<AuctionItem, 'status' | 'myBidCents'> & { myBidCents: number | null };

function statusAt(startAt: number, endAt: number, now: number): AuctionStatus {
  if (now < startAt) return 'pending';
  return now < endAt ? 'bidding' : 'ended';
}

// The current price is the highest bid (or the start price); `mine` is the viewer's best bid.
const ITEM_SELECT = `
  SELECT i.id, i.merchandise_no AS merchandiseNo, i.title, i.brand_id AS brandId,
    b.name AS brandName, i.evaluation_level AS evaluationLevel,
    i.start_price_cents AS startPriceCents,
    COALESCE((SELECT MAX(amount_cents) FROM bids WHERE item_id = i.id), i.start_price_cents)
      AS currentPriceCents,
    (SELECT COUNT(*) FROM bids WHERE item_id = i.id) AS bidCount,
    i.start_at AS startAt, i.end_at AS endAt,
    (SELECT MAX(amount_cents) FROM bids WHERE item_id = i.id AND user_id = @viewer) AS myBidCents
  FROM auction_items i JOIN brands b ON b.id = i.brand_id`;

function toItem(row: ItemRow, now: number): AuctionItem {
  return { ...row, status: statusAt(row.startAt, row.endAt, now) };
}

/**
 * One page of items in a time window: 'bidding' (started, not ended, ending
 * soonest first) or 'pending' (not started, starting soonest first), filtered.
 * `viewer` is the signed-in user (their best bid is reported) or null.
 */
export function listAuctionItems(
  db: Database,
  kind: 'bidding' | 'pending',
  query: AuctionQuery,
  viewer: number | null,
  now: number,
): { list: AuctionItem[]; total: number; pageIndex: number; pageSize: number } {
  const where =
    kind === 'bidding' ? ['i.start_at <= @now', 'i.end_at > @now'] : ['i.start_at > @now'];
  if (query.brandId !== undefined) where.push('i.brand_id = @brandId');
  if (query.evaluationLevel) where.push('i.evaluation_level = @level');
  if (query.keyword) where.push("i.title LIKE @keyword ESCAPE '\\'");
  const params = {
    now,
    viewer: viewer ?? -1,
    brandId: query.brandId ?? null,
    level: query.evaluationLevel ?? null,
    keyword: query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
    limit: query.pageSize,
    offset: (query.pageIndex - 1) * query.pageSize,
  };
  const filter = `WHERE ${where.join(' AND ')}`;
  const order = kind === 'bidding' ? 'i.end_at, i.id' : 'i.start_at, i.id';
  const rows = db
    .prepare(`${ITEM_SELECT} ${filter} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
    .all(params) as ItemRow[];
  const total = db
    .prepare(`SELECT COUNT(*) FROM auction_items i ${filter}`)
    .pluck()
    .get(params) as number;
  return {
    list: rows.map((row) => toItem(row, now)),
    total,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

export function listSessions(db: Database, now: number): AuctionSession[] {
  const rows = db
    .prepare(
      `SELECT s.id, s.name, s.start_at AS startAt, s.end_at AS endAt,
         (SELECT COUNT(*) FROM auction_items WHERE session_id = s.id) AS itemCount
       FROM auction_sessions s ORDER BY s.start_at, s.id`,
    )
    .all() as Array<Omit<AuctionSession, 'status'>>;
  return rows.map((row) => ({ ...row, status: statusAt(row.startAt, row.endAt, now) }));
}

/** The user's bids, one row per item (their best bid), most recent bid first. */
export function listMyBids(
  db: Database,
  userId: number,
  page: { pageIndex: number; pageSize: number },
  now: number,
): { list: MyBid[]; total: number; pageIndex: number; pageSize: number } {
  const params = {
    viewer: userId,
    limit: page.pageSize,
    offset: (page.pageIndex - 1) * page.pageSize,
  };
  const rows = db
    .prepare(
      `${ITEM_SELECT}
       WHERE i.id IN (SELECT item_id FROM bids WHERE user_id = @viewer)
       ORDER BY (SELECT MAX(created_at) FROM bids WHERE item_id = i.id AND user_id = @viewer) DESC,
         i.id DESC
       LIMIT @limit OFFSET @offset`,
    )
    .all(params) as ItemRow[];
  const lastBidAt = db.prepare(
    'SELECT MAX(created_at) FROM bids WHERE item_id = ? AND user_id = ?',
  );
  const total = db
    .prepare('SELECT COUNT(DISTINCT item_id) FROM bids WHERE user_id = ?')
    .pluck()
    .get(userId) as number;
  const list = rows.map((row) => {
    const item = toItem(row, now);
    const mine = row.myBidCents ?? 0;
    return {
      id: item.id,
      item,
      myBidCents: mine,
      bidAt: lastBidAt.pluck().get(row.id, userId) as number,
      leading: mine === item.currentPriceCents,
    };
  });
  return { list, total, pageIndex: page.pageIndex, pageSize: page.pageSize };
}

export function brandsAndLevels(db: Database): BrandAndLevels {
  return {
    brands: db.prepare('SELECT id, name FROM brands ORDER BY sort_order, id').all() as Array<{
      id: number;
      name: string;
    }>,
    levels: db
      .prepare('SELECT code, name, description FROM evaluation_levels ORDER BY sort_order')
      .all() as BrandAndLevels['levels'],
  };
}
