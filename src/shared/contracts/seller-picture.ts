import * as z from 'zod/mini';
import { defineEndpoint } from '../contract';
import { epochMs, queryInt } from '../contract-fields';

// Issue 16: the photos of an item, shrunk on the phone (long side ≤ 1600 px, JPEG)
// and stored by the server under its data folder. The platform's upload path is
// not in spec 000; these two are the project's.

/** The largest JPEG accepted: a 1600 px photo at high quality stays well below it. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_MAX_SIDE = 1600;

const isJpeg = (value: unknown) =>
  value instanceof Uint8Array && value[0] === 0xff && value[1] === 0xd8 && value[2] === 0xff;

export const storedPicture = z.object({
  pictureId: z.int(),
  bytes: z.int(),
  width: z.int(),
  height: z.int(),
  createdAt: epochMs(),
});

/**
 * The body is the JPEG itself (`Content-Type: image/jpeg`, at most
 * PICTURE_MAX_BYTES), so the app can report upload progress; the server hands
 * it to the input as `image`.
 */
export const pictureUpload = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/merchandise/picture/upload',
  summary: 'Stores one JPEG photo of the seller (raw image/jpeg body, at most 2 MB).',
  input: z.object({
    image: z.custom<Uint8Array>(isJpeg, '请上传 JPEG 图片'),
  }),
  data: storedPicture,
});

/** Answers the JPEG bytes (image/jpeg) to its owner; anyone else gets an envelope. */
export const pictureFile = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/merchandise/picture/file',
  summary: 'One of the seller’s photos, as image/jpeg.',
  input: z.object({ pictureId: queryInt() }),
  data: z.null(),
});
