import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Endpoint } from '../../src/shared/contract';

/** Where the contracts live: one file per path family of spec 000 §7. */
export const CONTRACTS_DIR = fileURLToPath(new URL('../../src/shared/contracts/', import.meta.url));

export interface DiscoveredContract {
  /** The file's name without `.ts`, e.g. 'bank-wallet'. */
  family: string;
  /** The export's name, e.g. 'bankList'. */
  name: string;
  endpoint: Endpoint;
}

const METHODS: ReadonlySet<unknown> = new Set(['GET', 'POST', 'PUT', 'DELETE']);

function isSchema(value: unknown): boolean {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** An exported value is an endpoint when it has the shape of one (src/shared/contract.ts). */
export function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof Endpoint, unknown>>;
  return (
    METHODS.has(candidate.method) &&
    typeof candidate.path === 'string' &&
    candidate.path.startsWith('/') &&
    isSchema(candidate.input) &&
    isSchema(candidate.data)
  );
}

/**
 * Every Endpoint exported by a file of the contracts folder, by reading the
 * folder: a new path family is picked up without a list to update. Ordered by
 * file, then by export name.
 */
export async function discoverContracts(dir = CONTRACTS_DIR): Promise<DiscoveredContract[]> {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .sort();
  const found: DiscoveredContract[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(`${dir}/${file}`).href)) as Record<string, unknown>;
    // By name: module namespaces list exports sorted, transformed modules in declaration order.
    const exports = Object.entries(module).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [name, value] of exports) {
      if (isEndpoint(value)) found.push({ family: file.slice(0, -3), name, endpoint: value });
    }
  }
  return found;
}
