import type { Database } from 'better-sqlite3';
import type * as z from 'zod/mini';
import type { publishDraft } from '../../src/shared/contracts/seller-publish';

/** spec 000 §4: a draft of an item's publish form, saved, read and cleared before publishing. */

export type PublishDraft = z.output<typeof publishDraft>;

export function saveDraft(
  db: Database,
  args: { userId: number; itemId: number; draft: PublishDraft; now: number },
): void {
  db.prepare(
    `INSERT INTO publish_drafts (item_id, user_id, content, saved_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (item_id) DO UPDATE SET content = excluded.content, saved_at = excluded.saved_at`,
  ).run(args.itemId, args.userId, JSON.stringify(args.draft), args.now);
}

export function readDraft(db: Database, itemId: number) {
  const row = db
    .prepare('SELECT content, saved_at AS savedAt FROM publish_drafts WHERE item_id = ?')
    .get(itemId) as { content: string; savedAt: number } | undefined;
  if (!row) return { draft: null, savedAt: null };
  return { draft: JSON.parse(row.content) as PublishDraft, savedAt: row.savedAt };
}

export function deleteDraft(db: Database, itemId: number): number {
  return db.prepare('DELETE FROM publish_drafts WHERE item_id = ?').run(itemId).changes;
}
