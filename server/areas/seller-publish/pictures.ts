import type { FastifyInstance } from 'fastify';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import {
  PICTURE_MAX_BYTES,
  pictureFile,
  pictureUpload,
} from '../../../src/shared/contracts/seller-picture';
import type { Area } from '../../kit/area';
import { fail } from '../../kit/failure';
import { routeKit } from '../../kit/route';
import { findPicture, readPictureFile, storePicture } from '../../consignment/pictures-store';

/**
 * Issue 16: the seller's photos. The upload body is the JPEG itself; this
 * scope's parser hands it to the input as `image` and lets twice the limit
 * through, so that a photo a little too large gets the business code
 * (pictureTooLarge) rather than the parser's 413.
 */
function acceptJpeg(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'image/jpeg',
    { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES * 2 },
    (_request, body, done) => done(null, { image: body }),
  );
}

export const sellerPictureArea: Area = {
  name: 'seller-picture',
  plugin: async (scope, kit) => {
    acceptJpeg(scope);
    const route = routeKit(scope, kit);

    route(pictureUpload, ({ input, user, ctx }) =>
      storePicture(ctx.db, {
        dataDir: ctx.dataDir,
        userId: user.id,
        image: input.image,
        now: ctx.now(),
      }),
    );

    route(pictureFile, ({ input, user, ctx, reply }) => {
      const picture = findPicture(ctx.db, input.pictureId);
      if (!picture) return fail(BUSINESS_ERRORS.notFound);
      if (picture.userId !== user.id) return fail(BUSINESS_ERRORS.forbidden);
      const bytes = readPictureFile(ctx.dataDir, picture.fileName);
      if (!bytes) return fail(BUSINESS_ERRORS.notFound);
      // Answered here, not as an envelope: hijacked so the kit sees the reply as sent at once.
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'image/jpeg',
        'content-length': bytes.byteLength,
        'cache-control': 'private, max-age=86400',
      });
      reply.raw.end(bytes);
      return null;
    });
  },
};
