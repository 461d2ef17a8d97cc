import type { Database } from 'better-sqlite3';
import type { EvaluationLevel } from './detection-form';
import type { Answer } from './refer-price';

export interface EvaluationRow {
  id: number;
  userId: number;
  productId: number;
  storageIndex: number;
  colourIndex: number;
  level: EvaluationLevel;
  priceCents: number;
}

export function insertEvaluation(
  db: Database,
  row: Omit<EvaluationRow, 'id'> & { answers: readonly Answer[]; now: number },
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO seller_evaluations
          (user_id, product_id, storage_index, colour_index, answers, level, price_cents, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        row.userId,
        row.productId,
        row.storageIndex,
        row.colourIndex,
        JSON.stringify(row.answers),
        row.level,
        row.priceCents,
        row.now,
      ).lastInsertRowid,
  );
}

export function findEvaluation(db: Database, id: number): EvaluationRow | undefined {
  return db
    .prepare(
      `SELECT id, user_id AS userId, product_id AS productId, storage_index AS storageIndex,
        colour_index AS colourIndex, level, price_cents AS priceCents
       FROM seller_evaluations WHERE id = ?`,
    )
    .get(id) as EvaluationRow | undefined;
}

export function isEvaluationConsigned(db: Database, evaluationId: number): boolean {
  return (
    db.prepare('SELECT 1 FROM consignment_items WHERE evaluation_id = ?').get(evaluationId) !==
    undefined
  );
}

/** The newest evaluations of every seller, with the phone masked (the evaluation ticker). */
export function recentEvaluations(db: Database, limit = 10) {
  return db
    .prepare(
      `SELECT e.product_id AS productId, e.level, e.price_cents AS priceCents, u.phone,
        e.created_at AS evaluatedAt
       FROM seller_evaluations e JOIN users u ON u.id = e.user_id
       ORDER BY e.created_at DESC, e.id DESC LIMIT ?`,
    )
    .all(limit) as Array<{
    productId: number;
    level: EvaluationLevel;
    priceCents: number;
    phone: string;
    evaluatedAt: number;
  }>;
}
