import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bankList, setDefaultBank } from '../../../src/shared/contracts/bank-wallet';
import { loginByPassword } from '../../../src/shared/contracts/user';
import { API_DOCS_PATH, buildApiDocs } from '../../../server/docs/build-api-docs';
import { renderApiDocs } from '../../../server/docs/render-api-docs';
import { schemaRows } from '../../../server/docs/schema-rows';

describe('docs/api.md', () => {
  it('is what `npm run docs:api` writes today (run it after changing a contract)', async () => {
    const committed = readFileSync(API_DOCS_PATH, 'utf8').split('\n');
    const current = (await buildApiDocs()).split('\n');
    const line = current.findIndex((text, index) => committed[index] !== text);
    const sameLength = committed.length === current.length;
    const where = line !== -1 ? line + 1 : sameLength ? null : current.length + 1;
    const hint = `docs/api.md is out of date from line ${where}: run npm run docs:api`;
    expect(where === null ? null : `${hint}\n  now: ${current[where - 1]}`).toBeNull();
  }, 30_000); // builds a seeded server and runs prettier: slow on a busy machine

  it('documents an endpoint’s method, path, auth, signing, AES fields and field rules', () => {
    const markdown = renderApiDocs(
      [
        { family: 'user', name: 'loginByPassword', endpoint: loginByPassword },
        { family: 'bank-wallet', name: 'bankList', endpoint: bankList },
      ],
      (endpoint) => (endpoint === bankList ? { endpoint, auth: 'user' } : undefined),
    );
    expect(markdown).toContain('`POST /api/dh/auction/user/app/loginByPassword`');
    expect(markdown).toContain('- auth: **no server route**');
    expect(markdown).toContain('- signed: user');
    expect(markdown).toContain('- AES fields: `phone`, `password`');
    expect(markdown).toContain('- auth: user (valid `token` header)');
    expect(markdown).toContain('| `pageSize` | integer | yes | ≥ 1, ≤ 100 |');
    expect(markdown).toContain('| `list[].useType` | 1 \\| 2 | yes |  |');
  });

  it('documents idempotency: the route’s mode, the replay header and the refusal codes', () => {
    const markdown = renderApiDocs(
      [{ family: 'bank-wallet', name: 'setDefaultBank', endpoint: setDefaultBank }],
      (endpoint) => ({ endpoint, auth: 'user', idempotency: 'required' }),
    );
    expect(markdown).toContain('- Idempotency-Key: required');
    expect(markdown).toContain('`Idempotent-Replayed: true`');
    expect(markdown).toMatch(/HTTP 422\s+`CB0422`/);
    expect(markdown).toMatch(/HTTP 409\s+`CB0409`/);
    expect(markdown).toContain(
      '| `CB0409` | idempotencyInProgress | 上一次提交仍在处理中，请稍后再试 |',
    );
  });
});

describe('schemaRows', () => {
  it.each([
    [
      z.object({ a: z.optional(z.string().check(z.maxLength(8))) }),
      'a',
      'string',
      false,
      'length ≤ 8',
    ],
    [z.object({ b: z.nullable(z.int()) }), 'b', 'integer \\| null', true, ''],
    [z.object({ c: z.enum(['x', 'y']) }), 'c', '"x" \\| "y"', true, ''],
    [z.object({ d: z.array(z.string()) }), 'd', 'string[]', true, ''],
    [
      z.object({ e: z.string().check(z.regex(/^\d{6}$/)) }),
      'e',
      'string',
      true,
      'matches `^\\d{6}$`',
    ],
  ])('row %# (%$)', (schema, field, type, required, rules) => {
    expect(schemaRows(schema, 'input')).toEqual([{ field, type, required, rules }]);
  });

  it('a schema that is no object is one row', () => {
    expect(schemaRows(z.null(), 'output')).toEqual([
      { field: '(value)', type: 'null', required: true, rules: '' },
    ]);
  });
});
