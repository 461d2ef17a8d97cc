import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const PREFIX = 'scrypt';

// scrypt runs in libuv's thread pool: a login no longer holds the event loop for ~60 ms.
function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function format(salt: Buffer, hash: Buffer): string {
  return [PREFIX, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** `scrypt$<salt b64>$<hash b64>`: node's default scrypt cost (N=16384, r=8, p=1). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scryptAsync(password, salt));
}

/**
 * The same hash, blocking: only for the seed, which runs inside a synchronous database
 * transaction and hashes the demo password once per process (db/seed/users.ts).
 */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return format(salt, scryptSync(password, salt, KEY_LENGTH));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, saltB64, hashB64] = stored.split('$');
  if (prefix !== PREFIX || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64'));
  return timingSafeEqual(actual, expected);
}

/**
 * A well-formed hash of no password anyone knows: a login for an unknown phone is checked
 * against it, so it costs the same scrypt as a known phone's and the answer time does not
 * tell which phones are registered.
 */
export const NOBODY_PASSWORD_HASH = format(randomBytes(16), randomBytes(KEY_LENGTH));
