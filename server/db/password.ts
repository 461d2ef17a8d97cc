import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const PREFIX = 'scrypt';

/** `scrypt$<salt b64>$<hash b64>`: node's default scrypt cost (N=16384, r=8, p=1). */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH);
  return [PREFIX, salt.toString('base64'), hash.toString('base64')].join('$');
}

export function verifyPassword(password: string, stored: string): boolean {
  const [prefix, saltB64, hashB64] = stored.split('$');
  if (prefix !== PREFIX || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = scryptSync(password, Buffer.from(saltB64, 'base64'), KEY_LENGTH);
  return timingSafeEqual(actual, expected);
}
