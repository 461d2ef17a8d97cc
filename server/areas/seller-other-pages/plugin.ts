import * as c from '../../../src/shared/contracts/seller-other-pages';
import { defineArea } from '../../kit/area';
import { checkPictures } from '../../consignment/pictures-store';
import {
  listInfoCollection,
  readConsent,
  readQualification,
  saveConsent,
  saveQualification,
} from './profile-store';
import { applyRetest, findRetest, listRetests, retestableItems } from './retest-store';

/**
 * Issue 18, spec 000 §2 "Other": the seller's re-inspection requests, company
 * qualification, privacy list and the inspection tool's consent. Every row is
 * the caller's own: reads and writes are keyed by `user.id`.
 */
export const sellerOtherPagesArea = defineArea('seller-other-pages', (route) => {
  route(c.retestItems, ({ user, ctx }) => ({ list: retestableItems(ctx.db, user.id) }));

  route(c.retestApply, ({ input, user, ctx }) =>
    applyRetest(ctx.db, { ...input, userId: user.id, now: ctx.now() }),
  );

  route(c.retestList, ({ input, user, ctx }) => listRetests(ctx.db, user.id, input));

  route(c.retestInfo, ({ input, user, ctx }) => findRetest(ctx.db, user.id, input.requestId));

  route(c.qualificationInfo, ({ user, ctx }) => readQualification(ctx.db, user.id));

  route(c.qualificationUpdate, ({ input, user, ctx }) => {
    const denied = checkPictures(ctx.db, user.id, input.pictureIds);
    if (denied) return denied;
    return saveQualification(ctx.db, user.id, input, ctx.now());
  });

  route(c.infoCollectionList, ({ ctx }) => listInfoCollection(ctx.db));

  route(c.detectionConsent, ({ input, user, ctx }) => readConsent(ctx.db, user.id, input.kind));

  route(c.detectionConsentSave, ({ input, user, ctx }) =>
    saveConsent(ctx.db, { ...input, userId: user.id, now: ctx.now() }),
  );
});
