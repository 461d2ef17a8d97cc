import { describe, expect, it } from 'vitest';
import { aesDecrypt } from '../../../src/shared/cipher';
import { readSecrets } from '../../../server/config';
import { buildLoginBody } from '../../../server/dev/login-client';
import { checkSignature } from '../../../server/http/sign-check';

describe('buildLoginBody', () => {
  it('encrypts phone and password and signs them with the user identity', () => {
    const secrets = readSecrets({});
    const body = buildLoginBody('13800000001', 'Demo@1234', 1_700_000_000_000, secrets);
    expect(aesDecrypt(String(body.phone), secrets.testTokenAesKey)).toBe('13800000001');
    expect(aesDecrypt(String(body.password), secrets.testTokenAesKey)).toBe('Demo@1234');
    expect(body.timestamp).toBe(1_700_000_000_000);
    const now = 1_700_000_000_000;
    expect(checkSignature(body, secrets.signSecrets.user, now)).toBe('valid');
    expect(checkSignature(body, secrets.signSecrets.bidder, now)).toBe('invalid');
  });

  it('reads the secrets from the server environment names', () => {
    const secrets = readSecrets({
      USER_SIGN_SECRET: 'u',
      BIDDER_SIGN_SECRET: 'b',
      TEST_TOKEN_AES_KEY: 'K'.repeat(16),
    });
    expect(secrets).toEqual({
      signSecrets: { user: 'u', bidder: 'b' },
      testTokenAesKey: 'K'.repeat(16),
    });
  });
});
