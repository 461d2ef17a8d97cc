/**
 * The JavaScript a cold start runs on the main thread, read from Vite's build
 * manifest (`build.manifest: true`): a chunk and everything it imports statically,
 * transitively. Vite preloads exactly these with a lazy chunk (its preload helper
 * and <link rel="modulepreload">), so the closure is what the browser fetches.
 */

/** One row of `.vite/manifest.json` (the fields the budget reads). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

/** The manifest key of a source module given without extension (`src/app/pages/x`). */
export function findModuleKey(manifest: Manifest, module: string): string {
  const candidates = SOURCE_EXTENSIONS.flatMap((ext) => [module + ext, `${module}/index${ext}`]);
  const key = candidates.find((candidate) => manifest[candidate] !== undefined);
  if (key === undefined) throw new Error(`${module} is not a chunk of the build manifest`);
  return key;
}

/** The HTML entry (index.html) of the manifest. */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
  if (entries.length !== 1) {
    throw new Error(`the build manifest has ${entries.length} entries, expected exactly one`);
  }
  return entries[0] as string;
}

/**
 * Lazy chunks the shell loads on every cold start, whatever the route: the after-boot
 * chunk (vite.config.ts): the query cache's restore path, the popup plugin, visual
 * tracking, the version check and service-worker registration, which all load right
 * after the first render. A chunk that
 * loads later is still fetched on that cold start (a browser measuring the route sees it),
 * so it counts here. Not listed: chunks that load on a condition (a popup shown, a signed
 * or encrypted request, a toast, the update dialog, vConsole, the first-visit profile's
 * page-side copy, used only without the analytics worker). Matched against the manifest's
 * keys of dynamically imported chunks (a module's source path, or `_name-hash.js` for a
 * group); a pattern that matches no chunk fails, so a renamed module cannot drop out of
 * the budget silently.
 */
export const BOOT_CHUNKS: readonly RegExp[] = [/^_after-boot-[\w-]+\.js$/];

/**
 * Lazy chunks a route's own code loads on each of its cold starts, matched as BOOT_CHUNKS.
 * The SDK's A/B layer loads only when a page load needs it (sdk/abtest/abtest-plugin.ts):
 * a screen calling a code experiment (fetchABTest & co., components/experiments) loads it
 * at once, so it is counted for those routes, listed here (grep useExperimentText,
 * fetchABTest in src/features). A link or visual experiment an operator runs on a page
 * also loads it there: that is data, not code, and a cold start with none running (the
 * seed's experiments are stopped) does not fetch it.
 */
export const ROUTE_CHUNKS: Readonly<Record<string, readonly RegExp[]>> = {
  // registration-page.tsx: the primary button's wording experiment (register-button).
  '/userFissionRegistration': [/^src\/sdk\/abtest\/abtest-layer\.ts$/],
};

/** Keys of chunks some chunk imports dynamically (a lazy module, or a group holding some). */
function lazyKeys(manifest: Manifest): string[] {
  const dynamic = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  return Object.keys(manifest).filter(
    (key) => manifest[key]?.isDynamicEntry === true || dynamic.has(key),
  );
}

export function bootKeys(manifest: Manifest, patterns: readonly RegExp[] = BOOT_CHUNKS): string[] {
  const lazy = lazyKeys(manifest);
  return patterns.map((pattern) => {
    const matches = lazy.filter((key) => pattern.test(key));
    if (matches.length !== 1) {
      throw new Error(`boot chunk ${pattern} matches ${matches.length} lazy chunks, expected 1`);
    }
    return matches[0] as string;
  });
}

/** Output files (JavaScript) of `keys` and their static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    if (/\.m?js$/.test(chunk.file)) files.add(chunk.file);
    stack.push(...(chunk.imports ?? []));
  }
  return files;
}
