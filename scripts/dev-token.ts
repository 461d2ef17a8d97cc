/**
 * `npm run token -- <phone> <password> [--base http://127.0.0.1:5173]`: logs in on the
 * running reference server and prints a token and the app address that uses it.
 */
import { parseArgs } from 'node:util';
import { loginToken } from '../server/dev/login-client';

const USAGE = '用法：npm run token -- <手机号> <密码> [--base http://127.0.0.1:5173]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { base: { type: 'string' } },
  });
  const [phone, password] = positionals;
  if (!phone || !password || positionals.length > 2) throw new Error(USAGE);
  const base = values.base ?? `http://127.0.0.1:${process.env.PORT || 5173}`;
  const token = await loginToken(base, phone, password);
  const url = new URL('/', base);
  url.searchParams.set('token', token);
  console.log(`token: ${token}`);
  console.log(`打开：${url.href}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
