import type { Database } from 'better-sqlite3';
import { SEARCH_HISTORY_LIMIT } from '../../src/shared/contracts/seller-search';

/** The seller's product search keywords, newest first, the newest 20 kept. */

const COLUMNS = 'id, keyword, searched_at AS searchedAt';
type Record = { id: number; keyword: string; searchedAt: number };

/** The kind of search: products (issue 16) or the direct-sale orders and goods (issue 18). */
export type SearchKind = 'product' | 'direct';
export const SEARCH_TABLE = {
  product: 'seller_search_history',
  direct: 'direct_search_history',
} as const satisfies Readonly<globalThis.Record<SearchKind, string>>;
const TABLE = SEARCH_TABLE;

export function listSearches(db: Database, userId: number, kind: SearchKind = 'product'): Record[] {
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM ${TABLE[kind]} WHERE user_id = ?
       ORDER BY searched_at DESC, id DESC LIMIT ?`,
    )
    .all(userId, SEARCH_HISTORY_LIMIT) as Record[];
}

/** A keyword saved again moves to the top (one row per keyword). */
export function saveSearch(
  db: Database,
  userId: number,
  keyword: string,
  now: number,
  kind: SearchKind = 'product',
): Record {
  const table = TABLE[kind];
  return db.transaction(() => {
    db.prepare(
      `INSERT INTO ${table} (user_id, keyword, searched_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id, keyword) DO UPDATE SET searched_at = excluded.searched_at`,
    ).run(userId, keyword, now);
    // Older keywords beyond the limit go.
    db.prepare(
      `DELETE FROM ${table} WHERE user_id = ? AND id NOT IN
        (SELECT id FROM ${table} WHERE user_id = ?
         ORDER BY searched_at DESC, id DESC LIMIT ?)`,
    ).run(userId, userId, SEARCH_HISTORY_LIMIT);
    return db
      .prepare(`SELECT ${COLUMNS} FROM ${table} WHERE user_id = ? AND keyword = ?`)
      .get(userId, keyword) as Record;
  })();
}

export function deleteSearch(db: Database, id: number, kind: SearchKind = 'product'): number {
  return db.prepare(`DELETE FROM ${TABLE[kind]} WHERE id = ?`).run(id).changes;
}

export function clearSearches(db: Database, userId: number, kind: SearchKind = 'product'): number {
  return db.prepare(`DELETE FROM ${TABLE[kind]} WHERE user_id = ?`).run(userId).changes;
}
