import { BUSINESS_ERRORS } from '../../src/shared/codes';
import type { Endpoint } from '../../src/shared/contract';
import { SUCCESS_CODE } from '../../src/shared/envelope';
import type { DiscoveredContract } from '../kit/discover-contracts';
import type { Auth, ContractRouteConfig } from '../kit/route-types';
import { IDEMPOTENCY_TTL_MS, REPLAYED_HEADER } from '../kit/idempotency';
import { TOKEN_TTL_MS } from '../kit/session';
import { SIGNATURE_WINDOW_MS } from '../http/sign-check';
import { DEV_ENDPOINT_DOCS } from './dev-endpoint-docs';
import { schemaRows, type FieldRow } from './schema-rows';

const AUTH_TEXT: Record<Auth, string> = {
  user: 'user (valid `token` header)',
  bidder: 'bidder (valid `token` of a user with a bidding number)',
  seller: 'seller (valid `token` of a user with a seller id)',
  none: 'none',
};

function table(rows: readonly FieldRow[]): string {
  if (rows.length === 0) return '_none_\n';
  const lines = ['| Field | Type | Required | Rules |', '| --- | --- | --- | --- |'];
  for (const row of rows) {
    lines.push(
      `| \`${row.field}\` | ${row.type} | ${row.required ? 'yes' : 'no'} | ${row.rules} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function endpointSection(
  name: string,
  endpoint: Endpoint,
  route: ContractRouteConfig | undefined,
): string {
  const facts = [
    `auth: ${route ? AUTH_TEXT[route.auth] : '**no server route**'}`,
    `signed: ${endpoint.sign ?? 'no'}`,
    `AES fields: ${endpoint.encrypt?.length ? endpoint.encrypt.map((f) => `\`${f}\``).join(', ') : 'none'}`,
  ];
  if (route?.idempotency) facts.push(`Idempotency-Key: ${route.idempotency}`);
  if (endpoint.noToast) facts.push('no default error toast');
  if (endpoint.raw) facts.push('returns the whole envelope');
  const where = endpoint.method === 'GET' ? 'query string' : 'JSON body';
  return [
    `### ${name}`,
    '',
    `\`${endpoint.method} ${endpoint.path}\``,
    '',
    endpoint.summary,
    '',
    `- ${facts.join('\n- ')}`,
    '',
    `Input (${where}):`,
    '',
    table(schemaRows(endpoint.input, 'input')),
    'Data:',
    '',
    table(schemaRows(endpoint.data, 'output')),
  ].join('\n');
}

function conventions(): string {
  const codes = Object.entries(BUSINESS_ERRORS)
    .map(([name, error]) => `| \`${error.code}\` | ${name} | ${error.msg} |`)
    .join('\n');
  return `## Conventions

Every call answers the envelope \`{ code, msg, data }\`; \`${SUCCESS_CODE}\` is success
(spec 000 §7). Bad input answers HTTP 400 with code \`400\` and a message naming the
field (\`请求参数错误：pageIndex: too_small, minimum 1\`). GET inputs travel in the query
string as text and are coerced by the schema.

- **auth** (server/kit/route-types.ts): \`user\` needs a valid \`token\` header;
  \`bidder\` also a bidding number, \`seller\` a seller id (others get
  \`${BUSINESS_ERRORS.forbidden.code}\`); \`none\` is
  open. Without a valid token the answer is \`${BUSINESS_ERRORS.tokenExpired.code}\`. A token is
  valid for ${TOKEN_TTL_MS / 86_400_000} days after its login (server/kit/session.ts).
- **signed**: the app adds \`timestamp\` (epoch ms) and \`sign\` (CONTRACTS.md
  src/shared/sign.ts) with the named identity's secret. A wrong sign answers
  \`${BUSINESS_ERRORS.signature.code}\`; a timestamp more than ${SIGNATURE_WINDOW_MS / 60_000} minutes from the
  server's clock, either way, answers \`${BUSINESS_ERRORS.signatureExpired.code}\` (server/http/sign-check.ts).
- **AES fields** are sent AES-ECB encrypted (src/shared/cipher.ts) before signing.
- **Idempotency-Key** (server/kit/idempotency.ts), as Stripe and the IETF Idempotency-Key
  draft: a key is scoped to the user and the route and kept ${IDEMPOTENCY_TTL_MS / 3_600_000} hours with the sha256
  fingerprint of the validated input (canonical JSON, so never \`timestamp\` or \`sign\`) and the
  whole business answer. The same key and input get the stored answer with the header
  \`${REPLAYED_HEADER}: true\`, nothing run again; another input answers HTTP 422
  \`${BUSINESS_ERRORS.idempotencyKeyReused.code}\`; a key whose first call still runs answers HTTP 409
  \`${BUSINESS_ERRORS.idempotencyInProgress.code}\` (send it again later with the same key). Auth, signature and
  input are checked first, and a refused call or a server error (5xx) stores nothing.
  \`required\` routes answer \`400\` without a key.

| Code | Name | Message |
| --- | --- | --- |
${codes}
`;
}

/**
 * docs/api.md: every contract of src/shared/contracts, by path family, with what
 * its server route declares (auth, idempotency). Written by `npm run docs:api`; a test fails
 * when the committed file differs from this output.
 */
export function renderApiDocs(
  contracts: readonly DiscoveredContract[],
  routeOf: (endpoint: Endpoint) => ContractRouteConfig | undefined,
): string {
  const families = [...new Set(contracts.map((c) => c.family))];
  const sections = families.map((family) => {
    const members = contracts.filter((c) => c.family === family);
    const body = members.map((c) => endpointSection(c.name, c.endpoint, routeOf(c.endpoint)));
    return `## ${family}\n\nsrc/shared/contracts/${family}.ts\n\n${body.join('\n')}`;
  });
  return `# Business API

<!-- Generated by \`npm run docs:api\` from src/shared/contracts; do not edit by hand. -->

${conventions()}
${sections.join('\n')}
${DEV_ENDPOINT_DOCS}`;
}
