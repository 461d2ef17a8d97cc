import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { cents, epochMs, queryInt } from '../contract-fields';
import { parseDescriptor } from '../descriptors';
import { evaluationLevel, orderState } from './seller-fields';

// spec 000 §7 "Seller calls": releasing an inspected item for sale — options,
// checks, price configuration, pictures, drafts and publishing (issue 16).

const itemId = z.int('商品无效').check(z.positive('商品无效'));
const itemInput = z.object({ itemId });

/** spec 000 §3: the item descriptor, checked by the one parser the server uses too. */
export const descriptorText = z.string().check(
  z.maxLength(500, '商品描述过长'),
  z.refine((text) => parseDescriptor(text).ok, '商品描述格式不正确'),
);

/** Auction lengths the platform offers (hours). */
export const PUBLISH_DURATIONS = [24, 48, 72] as const;
export const MIN_PICTURES = 3;
export const MAX_PICTURES = 9;

const publishForm = {
  itemId,
  priceCents: z.int('请输入起拍价').check(z.positive('请输入起拍价')),
  durationHours: z.union(
    PUBLISH_DURATIONS.map((h) => z.literal(h)),
    '请选择拍卖时长',
  ),
  pictureIds: z
    .array(z.int())
    .check(
      z.minLength(MIN_PICTURES, `请至少上传 ${MIN_PICTURES} 张照片`),
      z.maxLength(MAX_PICTURES, `最多 ${MAX_PICTURES} 张照片`),
    ),
  descriptor: descriptorText,
};

export const publishedItem = z.object({
  itemId: z.int(),
  orderId: z.int(),
  state: orderState,
  priceCents: cents(),
  durationHours: z.int(),
  pictureIds: z.array(z.int()),
  descriptor: z.string(),
});

export const publishOptions = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/merchandise/app/option',
  summary: 'The publish form’s options: auction lengths and the picture count.',
  input: noInput,
  data: z.object({
    durations: z.array(z.object({ hours: z.int(), label: z.string() })),
    minPictures: z.int(),
    maxPictures: z.int(),
  }),
});

export const publishCheck = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/merchandise/publish/check',
  summary: 'Whether one of the seller’s items can be published now, and why not.',
  input: z.object({ itemId: queryInt() }),
  data: z.object({ canPublish: z.boolean(), reasons: z.array(z.string()) }),
});

export const publishCodeCheck = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: '/api/dh/seller/merchandise/publish/code/check',
  summary: 'Checks the publish code printed on the item’s inspection report (spec 000 §5).',
  input: z.object({
    itemId,
    code: z.string().check(z.regex(/^[A-Z0-9]{6}$/, '发布码为 6 位字母或数字')),
  }),
  data: z.object({ valid: z.boolean() }),
});

export const oncePriceRange = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: '/api/dh/seller/merchandise/once/price/range',
  summary: 'The starting price range allowed for an inspected item.',
  input: itemInput,
  data: z.object({ minCents: cents(), maxCents: cents(), gradePriceCents: cents() }),
});

export const groundingPriceConfig = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: '/api/dh/seller/merchandise/grounding/price/config',
  summary: 'The suggested starting price and the bid step of an inspected item.',
  input: itemInput,
  data: z.object({ suggestedCents: cents(), stepCents: cents() }),
});

export const evaluationLevelLimit = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: '/api/dh/seller/merchandise/is/evaluation/level/limit',
  summary: 'Whether the item’s inspected grade is below the lowest grade sold at auction.',
  input: itemInput,
  data: z.object({
    limited: z.boolean(),
    grade: z.nullable(evaluationLevel),
    minGrade: evaluationLevel,
  }),
});

export const pictureTemplate = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: '/api/dh/seller/merchandise/picture/template/v2',
  summary: 'The photos to take of an item, in order, the first ones required.',
  input: itemInput,
  data: z.object({
    slots: z.array(z.object({ key: z.string(), title: z.string(), required: z.boolean() })),
  }),
});

export const pictureAudit = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: '/api/dh/seller/merchandise/pricture/audit/sdk',
  summary: 'Audits uploaded photos (size and resolution); the path’s spelling is the platform’s.',
  input: z.object({
    pictureIds: z.array(z.int()).check(z.minLength(1), z.maxLength(MAX_PICTURES)),
  }),
  data: z.object({
    results: z.array(z.object({ pictureId: z.int(), passed: z.boolean(), reason: z.string() })),
  }),
});

export const publishDraft = z.object({
  priceCents: z.optional(z.int()),
  durationHours: z.optional(z.int()),
  pictureIds: z.array(z.int()).check(z.maxLength(MAX_PICTURES)),
  descriptor: descriptorText,
});

export const publishDraftSave = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/merchandise/publish/draft/save',
  summary: 'Saves the publish form of an inspected item as its draft (replacing the last one).',
  input: z.object({ itemId, draft: publishDraft }),
  data: z.object({ itemId: z.int(), savedAt: epochMs() }),
});

export const publishDraftGet = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/merchandise/publish/draft',
  summary: 'The saved draft of an item, or null.',
  input: z.object({ itemId: queryInt() }),
  data: z.object({ draft: z.nullable(publishDraft), savedAt: z.nullable(epochMs()) }),
});

export const publishDraftDelete = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/merchandise/publish/draft/delete',
  summary: 'Clears an item’s draft.',
  input: itemInput,
  data: z.object({ deleted: z.int() }),
});

export const appPublish = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/merchandise/app/publish',
  summary: 'Publishes an inspected item: it is listed for auction and its draft cleared.',
  input: z.object(publishForm),
  data: publishedItem,
});

export const publishSave = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/merchandise/publish/save',
  summary: 'Confirms the publish settings without listing yet (the draft is cleared).',
  input: z.object(publishForm),
  data: publishedItem,
});
