import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  formFromDraft,
  type ReleaseForm,
} from '../../../../src/features/release/release-form';
import { draftInput, publishInput } from '../../../../src/features/release/release-input';
import { itemIdFromParam } from '../../../../src/features/release/release-params';

const SLOTS = [
  { key: 'front', title: '正面', required: true },
  { key: 'back', title: '背面', required: true },
  { key: 'frame', title: '边框', required: true },
  { key: 'flaw', title: '瑕疵', required: false },
];
const KEYS = SLOTS.map((slot) => slot.key);
const RULES = { slots: SLOTS, minCents: 100_000, maxCents: 300_000 };
const FULL: ReleaseForm = {
  priceText: '1999.9',
  durationHours: 48,
  pictures: { back: 2, front: 1, frame: 3 },
  note: '配件齐全',
  code: 'AB12CD',
};

describe('publishInput: every field checked before sending', () => {
  it('builds the contract input: cents exact, photos in template order, note as descriptor', () => {
    expect(publishInput(7, FULL, RULES)).toEqual({
      ok: true,
      input: {
        itemId: 7,
        priceCents: 199_990,
        durationHours: 48,
        pictureIds: [1, 2, 3],
        descriptor: `${encodeURIComponent('卖家说明')}:${encodeURIComponent('配件齐全')}`,
      },
    });
  });

  it.each<[string, Partial<ReleaseForm>, string]>([
    ['a required photo missing', { pictures: { front: 1, back: 2 } }, '请上传「边框」照片'],
    ['three decimals', { priceText: '1999.999' }, '起拍价格式不正确，最多保留两位小数'],
    ['no price', { priceText: '' }, '请输入起拍价'],
    ['below the range', { priceText: '999.99' }, '起拍价需在 ¥1000–¥3000 之间'],
    ['above the range', { priceText: '3000.01' }, '起拍价需在 ¥1000–¥3000 之间'],
    ['no auction length', { durationHours: null }, '请选择拍卖时长'],
    ['a length not offered', { durationHours: 12 }, '请选择拍卖时长'],
    ['a note too long once encoded', { note: '很'.repeat(60) }, '商品描述过长'],
  ])('%s is refused with the rule’s message', (_what, patch, message) => {
    expect(publishInput(7, { ...FULL, ...patch }, RULES)).toEqual({ ok: false, message });
  });

  it('accepts the range bounds themselves', () => {
    expect(publishInput(7, { ...FULL, priceText: '1000' }, RULES).ok).toBe(true);
    expect(publishInput(7, { ...FULL, priceText: '3000.00' }, RULES).ok).toBe(true);
  });
});

describe('drafts', () => {
  it('saves a half-filled form and gives it back on the template’s slots', () => {
    const half = { ...EMPTY_FORM, pictures: { front: 5, back: 6 }, note: '自用' };
    const checked = draftInput(9, half, KEYS);
    expect(checked).toEqual({
      ok: true,
      input: { itemId: 9, draft: { pictureIds: [5, 6], descriptor: expect.any(String) } },
    });
    if (!checked.ok) return;
    expect(formFromDraft(checked.input.draft, KEYS)).toEqual(half);
  });

  it('round-trips a full form except the publish code, which is never stored', () => {
    const checked = draftInput(9, FULL, KEYS);
    if (!checked.ok) throw new Error(checked.message);
    expect(formFromDraft(checked.input.draft, KEYS)).toEqual({
      ...FULL,
      priceText: '1999.90',
      code: '',
    });
  });

  it('refuses a price it cannot read', () => {
    expect(draftInput(9, { ...EMPTY_FORM, priceText: '1e3' }, KEYS).ok).toBe(false);
  });
});

describe('itemIdFromParam', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [null, null],
    ['99999999999999999999', null],
  ])('%j → %s', (raw, id) => {
    expect(itemIdFromParam(raw)).toBe(id);
  });
});
