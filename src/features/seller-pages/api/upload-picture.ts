import { buildHeaders } from '../../../api/headers';
import { newIdempotencyKey } from '../../../api/query/idempotency';
import { SUCCESS_CODE } from '../../../shared/codes';
import { pictureUpload, storedPicture } from '../../../shared/contracts/seller-picture';
import { envelopeOf } from '../../../shared/envelope';

export type StoredPicture = ReturnType<typeof storedPicture.parse>;

const answerSchema = envelopeOf(storedPicture);

/**
 * Issue 16's upload contract: the body is the JPEG itself, which `call()` (JSON
 * bodies) cannot send, so this one call builds its request from the contract
 * and the request layer's headers. One key per photo: a retry of the same photo
 * (`key` kept by the caller) is stored once.
 */
export async function uploadPicture(
  jpeg: Blob,
  key: string = newIdempotencyKey(),
): Promise<StoredPicture> {
  const headers = {
    ...buildHeaders(false, { 'Idempotency-Key': key }),
    'Content-Type': 'image/jpeg',
  };
  let response: Response;
  try {
    response = await fetch(pictureUpload.path, {
      method: pictureUpload.method,
      headers,
      body: jpeg,
      credentials: 'same-origin',
    });
  } catch {
    throw new Error('网络异常，照片未上传，请重试');
  }
  const parsed = answerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error('照片上传失败，请重试');
  const { code, msg, data } = parsed.data;
  if (code !== SUCCESS_CODE || !data) throw new Error(msg || '照片上传失败，请重试');
  return data;
}
