import { aesEncrypt } from '../../src/shared/cipher';
import { loginByPassword } from '../../src/shared/contracts/user';
import { signParams } from '../../src/shared/sign';
import { readSecrets, type ServerSecrets } from '../config';

/** The signed, encrypted login body the app sends (docs/api.md loginByPassword). */
export function buildLoginBody(
  phone: string,
  password: string,
  timestamp: number,
  secrets: ServerSecrets,
): Record<string, string | number> {
  const params = {
    phone: aesEncrypt(phone, secrets.testTokenAesKey),
    password: aesEncrypt(password, secrets.testTokenAesKey),
  };
  return { ...params, timestamp, sign: signParams(params, timestamp, secrets.signSecrets.user) };
}

/**
 * Logs in on a running reference server and returns the token (spec 000 §7 test helper).
 * Used by `npm run token` and by the e2e tests.
 */
export async function loginToken(
  baseUrl: string,
  phone: string,
  password: string,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(new URL(loginByPassword.path, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', channelId: '700000', login_type: 'app' },
      body: JSON.stringify(buildLoginBody(phone, password, Date.now(), readSecrets())),
    });
  } catch (error) {
    throw new Error(`无法连接 ${baseUrl}，服务是否已用 npm start 启动？`, { cause: error });
  }
  const text = await response.text();
  let answer: { code?: unknown; msg?: unknown; data?: { token?: unknown } | null };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    throw new Error(`登录失败：HTTP ${response.status}，响应不是 JSON`);
  }
  if (answer.code !== '0000' || typeof answer.data?.token !== 'string') {
    throw new Error(`登录失败：${String(answer.code)} ${String(answer.msg ?? '')}`.trim());
  }
  return answer.data.token;
}
