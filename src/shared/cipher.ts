import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

const options = { mode: ECB, padding: Pkcs7 };

/** AES-ECB / PKCS7 with a UTF-8 key (16, 24 or 32 bytes); base64 output (CONTRACTS.md). */
export function aesEncrypt(plain: string, key: string): string {
  return AES.encrypt(Utf8.parse(plain), Utf8.parse(key), options).toString();
}

/** Inverse of aesEncrypt; a wrong key or a corrupt input yields '' rather than garbage. */
export function aesDecrypt(b64: string, key: string): string {
  try {
    return AES.decrypt(b64, Utf8.parse(key), options).toString(Utf8);
  } catch {
    return '';
  }
}
