import * as z from 'zod/mini';
import { formatDescriptor, parseDescriptor } from '../../shared/descriptors';
import type { publishDraft } from '../../shared/contracts/seller-publish';
import { appPublish, publishDraftSave } from '../../shared/contracts/seller-publish';
import { centsToYuanText, yuanTextToCents } from './price-text';

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
export type PublishInput = z.infer<typeof appPublish.input>;
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

function descriptorOf(note: string): string {
  const text = note.trim();
  return text === '' ? '' : formatDescriptor([{ name: NOTE_NAME, value: text }]);
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

type Checked<T> = { ok: true; input: T } | { ok: false; message: string };

function firstIssue(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? '输入有误';
}

/** The draft input, checked with the contract's own schema (a half-filled form is fine). */
export function draftInput(
  itemId: number,
  form: ReleaseForm,
  slotKeys: readonly string[],
): Checked<z.infer<typeof publishDraftSave.input>> {
  const priceCents = form.priceText.trim() === '' ? undefined : yuanTextToCents(form.priceText);
  if (priceCents === null) return { ok: false, message: PRICE_FORMAT_MESSAGE };
  const result = publishDraftSave.input.safeParse({
    itemId,
    draft: {
      priceCents,
      durationHours: form.durationHours ?? undefined,
      pictureIds: pictureIdsOf(form, slotKeys),
      descriptor: descriptorOf(form.note),
    },
  });
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, message: firstIssue(result.error) };
}

export const PRICE_FORMAT_MESSAGE = '起拍价格式不正确，最多保留两位小数';

/**
 * The publish input, checked before anything is sent: the contract's schema
 * (its Chinese messages), the price range the server gave for this item, and
 * the required photo slots of the template.
 */
export function publishInput(
  itemId: number,
  form: ReleaseForm,
  rules: {
    slots: ReadonlyArray<{ key: string; title: string; required: boolean }>;
    minCents: number;
    maxCents: number;
  },
): Checked<PublishInput> {
  const missing = rules.slots.find(
    (slot) => slot.required && form.pictures[slot.key] === undefined,
  );
  if (missing) return { ok: false, message: `请上传「${missing.title}」照片` };
  const priceCents = form.priceText.trim() === '' ? 0 : yuanTextToCents(form.priceText);
  if (priceCents === null) return { ok: false, message: PRICE_FORMAT_MESSAGE };
  const result = appPublish.input.safeParse({
    itemId,
    priceCents,
    durationHours: form.durationHours ?? undefined,
    pictureIds: pictureIdsOf(
      form,
      rules.slots.map((slot) => slot.key),
    ),
    descriptor: descriptorOf(form.note),
  });
  if (!result.success) return { ok: false, message: firstIssue(result.error) };
  if (priceCents < rules.minCents || priceCents > rules.maxCents) {
    return {
      ok: false,
      message: `起拍价需在 ¥${centsToYuanText(rules.minCents)}–¥${centsToYuanText(rules.maxCents)} 之间`,
    };
  }
  return { ok: true, input: result.data };
}
