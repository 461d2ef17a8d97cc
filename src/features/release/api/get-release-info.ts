import { defineRecord } from '../../../api/query/define-record';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import {
  evaluationLevelLimit,
  groundingPriceConfig,
  oncePriceRange,
  pictureAudit,
  pictureTemplate,
  publishCheck,
  publishDraftGet,
  publishOptions,
} from '../../../shared/contracts/seller-publish';

// The reads of the goods-release pages, one record each (docs/adding-a-screen.md §3).

/** Auction lengths and the picture count (app/option). */
export const publishOptionsRecord = defineRecord(publishOptions);
/** Whether the item can be published now, and why not. */
export const publishCheckRecord = defineRecord(publishCheck);
/** The starting price range of the item (once/price/range). */
export const priceRangeRecord = defineRecord(oncePriceRange);
/** The suggested starting price and bid step (grounding/price/config). */
export const groundingRecord = defineRecord(groundingPriceConfig);
/** Whether the inspected grade is too low for auction. */
export const levelLimitRecord = defineRecord(evaluationLevelLimit);
/** The photos to take, in order (picture/template/v2). */
export const pictureTemplateRecord = defineRecord(pictureTemplate);
/** The audit of one uploaded photo (pricture/audit/sdk). */
export const pictureAuditRecord = defineRecord(pictureAudit);
/** The item's server draft, or null. */
export const draftRecord = defineRecord(publishDraftGet);

/**
 * The draft as the server holds it now: asked again on every open (it may have
 * been saved on another phone, or just now before a reload), the cached copy
 * shown meanwhile and offline.
 */
export function useServerDraft(itemId: number) {
  return useDetailQuery({ ...draftRecord.options({ itemId }), refetchOnMount: 'always' });
}
