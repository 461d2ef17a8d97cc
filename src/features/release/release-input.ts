import type * as z from 'zod/mini';
import { formatDescriptor } from '../../shared/descriptors';
import { appPublish, publishDraftSave } from '../../shared/contracts/seller-publish';
import { centsToYuanText, yuanTextToCents } from './price-text';
import { NOTE_NAME, pictureIdsOf, type ReleaseForm } from './release-form';

// Loaded when the seller taps a button, not with the page (route budget).

export type PublishInput = z.infer<typeof appPublish.input>;

/** spec 000 §3: the note as the item descriptor's one name/value pair. */
function descriptorOf(note: string): string {
  const text = note.trim();
  return text === '' ? '' : formatDescriptor([{ name: NOTE_NAME, value: text }]);
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
