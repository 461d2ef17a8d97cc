/**
 * `npm run docs:api`: writes docs/api.md from the contracts in src/shared/contracts
 * and the auth of their server routes. tests/unit/server/api-docs.test.ts fails
 * when the committed file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { API_DOCS_PATH, buildApiDocs } from '../server/docs/build-api-docs';

async function main(): Promise<void> {
  writeFileSync(API_DOCS_PATH, await buildApiDocs());
  console.log(`已写入 ${API_DOCS_PATH}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
