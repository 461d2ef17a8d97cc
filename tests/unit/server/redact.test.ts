import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactFields, redactHeaders } from '../../../server/http/redact';

const SECRET_KEYS = ['password', 'sign', 'token', 'pin'] as const;

// Every value under a secret key, at any depth.
function secretsIn(value: unknown, keys: ReadonlySet<string>, found: unknown[] = []): unknown[] {
  if (typeof value !== 'object' || value === null) return found;
  for (const [key, field] of Object.entries(value)) {
    if (keys.has(key)) found.push(field);
    secretsIn(field, keys, found);
  }
  return found;
}

const withSecrets = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 1 }),
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'name', ...SECRET_KEYS), tie('node'), { maxKeys: 4 }),
  ),
})).node;

describe('redactFields', () => {
  it('leaves no value under password, sign, token or an AES field, at any depth', () => {
    fc.assert(
      fc.property(withSecrets, (value) => {
        const redacted = redactFields(value, ['pin']);
        const left = secretsIn(redacted, new Set(SECRET_KEYS));
        expect(left.every((field) => field === REDACTED)).toBe(true);
      }),
    );
  });

  it('keeps everything else and never changes its input', () => {
    const input = { phone: 'enc', nested: [{ password: 'p', keep: 1 }], timestamp: 5 };
    const copy = structuredClone(input);
    expect(redactFields(input, ['phone'])).toEqual({
      phone: REDACTED,
      nested: [{ password: REDACTED, keep: 1 }],
      timestamp: 5,
    });
    expect(input).toEqual(copy);
  });

  it('hides what is nested too deep to inspect', () => {
    let deep: unknown = { token: 't' };
    for (let i = 0; i < 20; i += 1) deep = { inner: deep };
    expect(JSON.stringify(redactFields(deep))).not.toContain('"t"');
  });
});

describe('redactHeaders', () => {
  it.each([
    ['token', true],
    ['Authorization', true],
    ['sign', true],
    ['cookie', true],
    ['channelid', false],
    ['login_type', false],
  ])('%s redacted: %s', (name, hidden) => {
    expect(redactHeaders({ [name]: 'v' })[name]).toBe(hidden ? REDACTED : 'v');
  });
});
