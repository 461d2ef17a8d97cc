import { readItem, writeItem } from '../lib/storage';
import { decideVersion, type VersionDecision } from './version-decision';

// Session marker: the version this tab reloaded to (guards against reload loops).
export const VERSION_RELOAD_MARKER = 'versionReloadedTo';
const VERSION_HEADER = 'x-version';

export interface VersionWatcherDeps {
  fetchVersion(): Promise<string | null>;
  readMarker(): string | null;
  writeMarker(version: string): void;
  reload(): void;
}

export interface VersionWatcher {
  /** Fetches the current header and acts on it; calls are serialised. */
  check(): Promise<VersionDecision>;
}

export function createVersionWatcher(deps: VersionWatcherDeps): VersionWatcher {
  let baseline: string | null = null;
  let reloading = false;
  let queue: Promise<unknown> = Promise.resolve();

  async function run(): Promise<VersionDecision> {
    if (reloading) return { action: 'ignore' };
    const latest = await deps.fetchVersion().catch(() => null);
    const decision = decideVersion({ baseline, latest, reloadedTo: deps.readMarker() });
    if (decision.action === 'baseline' || decision.action === 'adopt') baseline = decision.version;
    if (decision.action === 'reload') {
      reloading = true;
      deps.writeMarker(decision.version);
      deps.reload();
    }
    return decision;
  }

  return {
    check() {
      const next = queue.then(run, run);
      queue = next;
      return next;
    },
  };
}

/** The URL of the entry module script: its x-version is the app's version. */
function entryScriptUrl(doc: Document): string | null {
  return doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? null;
}

/**
 * HEAD with no-store: cheap, bypasses the HTTP cache, and the service worker
 * passes it through (it only answers GET), so this works with or without one.
 */
export async function fetchEntryVersion(doc: Document = document): Promise<string | null> {
  const url = entryScriptUrl(doc);
  if (!url) return null;
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.ok ? response.headers.get(VERSION_HEADER) : null;
  } catch {
    return null;
  }
}

export const versionWatcher = createVersionWatcher({
  fetchVersion: () => fetchEntryVersion(),
  readMarker: () => readItem(VERSION_RELOAD_MARKER, 'session'),
  writeMarker: (version) => {
    writeItem(VERSION_RELOAD_MARKER, version, 'session');
  },
  reload: () => window.location.reload(),
});
