import * as c from '../../../src/shared/contracts/seller-publish';
import { defineArea } from '../../kit/area';
import { deleteDraft, readDraft, saveDraft } from '../../consignment/drafts-store';
import { applyAction } from '../../consignment/orders-store';
import { auditPicture, checkPictures, findPicture } from '../../consignment/pictures-store';
import { publishItem, sellerItem } from '../../consignment/publish-actions';

/** spec 000 §7 "Seller calls": releasing an inspected item for sale (issue 16). */

const SLOTS = [
  ['front', '正面（亮屏）', true],
  ['back', '背面', true],
  ['frame', '边框四周', true],
  ['screen', '屏幕细节', false],
  ['about', '设置-关于本机', false],
  ['flaw', '瑕疵特写', false],
] as const;

export const sellerPublishArea = defineArea('seller-publish', (route) => {
  route(c.publishOptions, () => ({
    durations: c.PUBLISH_DURATIONS.map((hours) => ({ hours, label: `${hours} 小时` })),
    minPictures: c.MIN_PICTURES,
    maxPictures: c.MAX_PICTURES,
  }));

  route(c.pictureTemplate, ({ input, user, ctx }) => {
    const item = sellerItem(ctx.db, user.id, input.itemId);
    if (!('orderId' in item)) return item;
    return { slots: SLOTS.map(([key, title, required]) => ({ key, title, required })) };
  });

  route(c.pictureAudit, ({ input, user, ctx }) => {
    const denied = checkPictures(ctx.db, user.id, input.pictureIds);
    if (denied) return denied;
    const results = input.pictureIds.map((pictureId) => {
      const picture = findPicture(ctx.db, pictureId);
      return {
        pictureId,
        ...(picture ? auditPicture(picture) : { passed: false, reason: '图片不存在' }),
      };
    });
    return { results };
  });

  route(c.publishDraftSave, ({ input, user, ctx }) => {
    const item = sellerItem(ctx.db, user.id, input.itemId);
    if (!('orderId' in item)) return item;
    const denied = checkPictures(ctx.db, user.id, input.draft.pictureIds);
    if (denied) return denied;
    const now = ctx.now();
    return ctx.db.transaction(() => {
      // A draft belongs to an inspected item not released yet (the state machine says so).
      const refused = applyAction(
        ctx.db,
        { orderId: item.orderId, action: 'saveDraft', note: '已保存草稿', now },
        () => saveDraft(ctx.db, { userId: user.id, itemId: item.id, draft: input.draft, now }),
      );
      return refused ?? { itemId: item.id, savedAt: now };
    })();
  });

  route(c.publishDraftGet, ({ input, user, ctx }) => {
    const item = sellerItem(ctx.db, user.id, input.itemId);
    return 'orderId' in item ? readDraft(ctx.db, item.id) : item;
  });

  route(c.publishDraftDelete, ({ input, user, ctx }) => {
    const item = sellerItem(ctx.db, user.id, input.itemId);
    return 'orderId' in item ? { deleted: deleteDraft(ctx.db, item.id) } : item;
  });

  route(c.appPublish, ({ input, user, ctx }) =>
    publishItem(ctx.db, { ...input, userId: user.id, now: ctx.now() }, 'publish'),
  );
  route(c.publishSave, ({ input, user, ctx }) =>
    publishItem(ctx.db, { ...input, userId: user.id, now: ctx.now() }, 'savePublish'),
  );
});
