import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import { PICTURE_MAX_BYTES, PICTURE_MAX_SIDE } from '../../src/shared/contracts/seller-picture';
import { fail, type Failure } from '../kit/failure';
import { jpegSize } from './jpeg-size';

/**
 * Photos of the seller's goods: the JPEG under `<dataDir>/pictures/`, its
 * owner and size in `seller_pictures`. File names come from the row id, never
 * from the client.
 */

export interface StoredPicture {
  pictureId: number;
  bytes: number;
  width: number;
  height: number;
  createdAt: number;
}

const picturesDir = (dataDir: string) => join(dataDir, 'pictures');

export function storePicture(
  db: Database,
  args: { dataDir: string; userId: number; image: Uint8Array; now: number },
): StoredPicture | Failure {
  if (args.image.byteLength > PICTURE_MAX_BYTES) return fail(BUSINESS_ERRORS.pictureTooLarge);
  const size = jpegSize(args.image);
  if (!size) return fail(BUSINESS_ERRORS.pictureInvalid);
  if (Math.max(size.width, size.height) > PICTURE_MAX_SIDE) {
    return fail({
      ...BUSINESS_ERRORS.pictureTooLarge,
      msg: `图片长边不能超过 ${PICTURE_MAX_SIDE} 像素`,
    });
  }
  return db.transaction(() => {
    const next = Number(
      db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM seller_pictures').pluck().get(),
    );
    const fileName = `${next}.jpg`;
    db.prepare(
      `INSERT INTO seller_pictures (id, user_id, file_name, bytes, width, height, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(next, args.userId, fileName, args.image.byteLength, size.width, size.height, args.now);
    mkdirSync(picturesDir(args.dataDir), { recursive: true });
    // Written inside the transaction: a failed write leaves no row pointing at nothing.
    writeFileSync(join(picturesDir(args.dataDir), fileName), args.image);
    return { pictureId: next, bytes: args.image.byteLength, ...size, createdAt: args.now };
  })();
}

export function findPicture(db: Database, pictureId: number) {
  return db
    .prepare(
      `SELECT id AS pictureId, user_id AS userId, file_name AS fileName, bytes, width, height
       FROM seller_pictures WHERE id = ?`,
    )
    .get(pictureId) as
    | {
        pictureId: number;
        userId: number;
        fileName: string;
        bytes: number;
        width: number;
        height: number;
      }
    | undefined;
}

export function readPictureFile(dataDir: string, fileName: string): Buffer | null {
  try {
    return readFileSync(join(picturesDir(dataDir), fileName));
  } catch {
    return null; // the data folder was cleared under the database
  }
}

/** Every id belongs to the seller, or the first failure (notFound / forbidden). */
export function checkPictures(
  db: Database,
  userId: number,
  ids: readonly number[],
): Failure | null {
  for (const id of ids) {
    const picture = findPicture(db, id);
    if (!picture) return fail(BUSINESS_ERRORS.notFound);
    if (picture.userId !== userId) return fail(BUSINESS_ERRORS.forbidden);
  }
  return null;
}

/** The audit the platform's SDK would make: a photo too small to show the goods fails. */
export function auditPicture(picture: { width: number; height: number; bytes: number }) {
  if (Math.min(picture.width, picture.height) < 480)
    return { passed: false, reason: '分辨率过低，请重新拍摄' };
  if (picture.bytes < 10 * 1024) return { passed: false, reason: '图片过于模糊或内容过少' };
  return { passed: true, reason: '' };
}
