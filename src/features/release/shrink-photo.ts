import { PICTURE_MAX_BYTES } from '../../shared/contracts/seller-picture';
import { JPEG_QUALITIES, SOURCE_MAX_BYTES, targetSize } from './image-size';

export type ShrinkResult =
  { ok: true; jpeg: Blob; width: number; height: number } | { ok: false; message: string };

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * A camera or gallery photo made ready for upload on the phone (issue 16): EXIF
 * orientation applied (`imageOrientation: 'from-image'`, so a portrait shot stays
 * upright once the metadata is gone), drawn at most PICTURE_MAX_SIDE px on its
 * long side, and encoded as JPEG at the first quality that fits PICTURE_MAX_BYTES.
 */
export async function shrinkPhoto(file: Blob): Promise<ShrinkResult> {
  if (!file.type.startsWith('image/')) return { ok: false, message: '请选择图片文件' };
  if (file.size > SOURCE_MAX_BYTES)
    return { ok: false, message: '图片过大，请选择 30MB 以内的照片' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, message: '无法读取这张图片，请换一张' };
  }
  const size = targetSize(bitmap.width, bitmap.height);
  if (!size) {
    bitmap.close();
    return { ok: false, message: '无法读取这张图片，请换一张' };
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  context?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  if (!context) return { ok: false, message: '无法处理图片，请稍后重试' };
  for (const quality of JPEG_QUALITIES) {
    const jpeg = await toJpeg(canvas, quality);
    if (jpeg && jpeg.size <= PICTURE_MAX_BYTES) return { ok: true, jpeg, ...size };
  }
  return { ok: false, message: '图片过大，请换一张' };
}
