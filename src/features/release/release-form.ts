import * as z from 'zod/mini';
import { parseDescriptor } from '../../shared/descriptors';
import type { publishDraft } from '../../shared/contracts/seller-publish';
import { centsToYuanText } from './price-text';

/** The publish form as the seller types it; kept on the phone (release-store.ts) until sent. */
export const releaseForm = z.object({
  priceText: z.string(),
  durationHours: z.nullable(z.int()),
  /** Template slot key → uploaded picture id. */
  pictures: z.record(z.string(), z.int()),
  note: z.string(),
  code: z.string(),
});
export type ReleaseForm = z.infer<typeof releaseForm>;
type Draft = z.infer<typeof publishDraft>;

export const EMPTY_FORM: ReleaseForm = {
  priceText: '',
  durationHours: null,
  pictures: {},
  note: '',
  code: '',
};

/** spec 000 §3: the seller's note travels in the item descriptor as one name/value pair. */
export const NOTE_NAME = '卖家说明';
export const NOTE_MAX_CHARS = 50;

export function noteOf(descriptor: string): string {
  const parsed = parseDescriptor(descriptor);
  return parsed.ok ? (parsed.pairs.find((pair) => pair.name === NOTE_NAME)?.value ?? '') : '';
}

/** The picture ids in template order (the order the buyer sees them). */
export function pictureIdsOf(form: ReleaseForm, slotKeys: readonly string[]): number[] {
  return slotKeys.flatMap((key) => {
    const id = form.pictures[key];
    return id === undefined ? [] : [id];
  });
}

/** A draft's picture ids back on the template's slots, in order. */
export function picturesFromIds(ids: readonly number[], slotKeys: readonly string[]) {
  const pictures: Record<string, number> = {};
  ids.forEach((id, index) => {
    const key = slotKeys[index];
    if (key !== undefined) pictures[key] = id;
  });
  return pictures;
}

export function formFromDraft(draft: Draft, slotKeys: readonly string[]): ReleaseForm {
  return {
    priceText: draft.priceCents === undefined ? '' : centsToYuanText(draft.priceCents),
    durationHours: draft.durationHours ?? null,
    pictures: picturesFromIds(draft.pictureIds, slotKeys),
    note: noteOf(draft.descriptor),
    code: '',
  };
}
