import type { Database } from 'better-sqlite3';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import { fail, type Failure } from '../kit/failure';

/**
 * Issue 16: a seller reads and changes only its own orders, goods, drafts,
 * pictures and search history. A row of another seller is the permission
 * error (forbidden), a row that does not exist is notFound; either way the
 * caller never sees the row.
 */
export type OwnedTable =
  | 'consignment_orders'
  | 'consignment_items'
  | 'seller_evaluations'
  | 'seller_addresses'
  | 'seller_search_history'
  | 'direct_search_history'
  | 'seller_pictures';

export function checkOwner(
  db: Database,
  table: OwnedTable,
  id: number,
  userId: number,
): Failure | null {
  const owner = db.prepare(`SELECT user_id FROM ${table} WHERE id = ?`).pluck().get(id) as
    number | undefined;
  if (owner === undefined) return fail(BUSINESS_ERRORS.notFound);
  return owner === userId ? null : fail(BUSINESS_ERRORS.forbidden);
}
