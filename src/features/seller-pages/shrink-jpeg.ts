import { PICTURE_MAX_SIDE } from '../../shared/contracts/seller-picture';

/** The size a photo is drawn at so that its long side is at most `max` (never enlarged). */
export function fitWithin(width: number, height: number, max = PICTURE_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * Issue 16: photos are shrunk on the phone (long side ≤ 1600 px) and sent as
 * JPEG, whatever the camera gave (HEIC is decoded by the browser where it can).
 */
export async function shrinkToJpeg(file: Blob, quality = 0.85): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('图片无法读取，请换一张'))),
      'image/jpeg',
      quality,
    );
  });
}
