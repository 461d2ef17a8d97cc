import { format, resolveConfig } from 'prettier';
import { buildServer } from '../app';
import { discoverContracts } from '../kit/discover-contracts';
import { routeDeclarations } from './collect-auth';
import { renderApiDocs } from './render-api-docs';

/** Where `npm run docs:api` writes, relative to the project root. */
export const API_DOCS_PATH = 'docs/api.md';

/** docs/api.md as the contracts and the server's routes make it today. */
export async function buildApiDocs(): Promise<string> {
  const contracts = await discoverContracts();
  // An in-memory server, only to read which auth each route declares.
  const app = await buildServer({ dbPath: ':memory:', appVersion: 'docs', devEndpoints: false });
  let markdown: string;
  try {
    markdown = renderApiDocs(contracts, routeDeclarations(app));
  } finally {
    await app.close();
  }
  // Formatted as `npm run format` would, so that the format check leaves the file alone.
  const options = await resolveConfig(API_DOCS_PATH);
  return format(markdown, { ...options, parser: 'markdown' });
}
