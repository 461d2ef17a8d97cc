/**
 * Builds each SDK's bench page with Vite's JS API into bench/.build/<sdk>/ and
 * measures gzipped bytes: the main-thread JS is the adapter entry and its
 * static imports (the adapter glue is a few hundred bytes); the worker JS is
 * every built JS file the page entries do not import (Vite emits workers as
 * separate files). The harness is its own entry so it is never counted.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { compileHints } from '../scripts/vite-compile-hints';
import type { PageEntry } from './ingest/static-files';
import type { SdkId } from './sdks';

export interface BuiltPage {
  sdk: SdkId;
  entry: PageEntry;
  sizes: { mainGz: number; lazyGz: number; workerGz: number; files: Record<string, number> };
}

export type BuildResult = { ok: true; page: BuiltPage } | { ok: false; sdk: SdkId; error: string };

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

function isManifest(value: unknown): value is Record<string, ManifestChunk> {
  return typeof value === 'object' && value !== null;
}

/** Files reachable from `key` through static imports (and dynamic ones when `lazy`). */
function reach(
  manifest: Record<string, ManifestChunk>,
  key: string,
  lazy: boolean,
  seen = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  const next = [...(chunk.imports ?? []), ...(lazy ? (chunk.dynamicImports ?? []) : [])];
  for (const child of next) reach(manifest, child, lazy, seen);
  return seen;
}

async function listJs(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const rel = prefix ? `${prefix}/${e.name}` : e.name;
      if (e.isDirectory()) return e.name === '.vite' ? [] : listJs(dir, rel);
      return /\.m?js$/.test(e.name) ? [rel] : [];
    }),
  );
  return nested.flat();
}

async function gzBytes(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).length;
}

async function buildOne(sdk: SdkId, benchDir: string, buildRoot: string): Promise<BuiltPage> {
  const root = path.join(benchDir, 'pages');
  const outDir = path.join(buildRoot, sdk);
  const sdkKey = `adapters/${sdk}.ts`;
  await build({
    configFile: false,
    root,
    base: `/build/${sdk}/`,
    logLevel: 'error',
    // As the app ships it (vite.config.ts): only the chunk holding our SDK carries the hint.
    plugins: [compileHints()],
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      modulePreload: false,
      target: 'es2022',
      rolldownOptions: {
        input: { harness: path.join(root, 'harness.ts'), sdk: path.join(root, sdkKey) },
      },
    },
  });
  const manifest: unknown = JSON.parse(
    await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  );
  if (!isManifest(manifest)) throw new Error('Vite manifest is not an object');
  const harness = manifest['harness.ts'];
  const entry = manifest[sdkKey];
  if (!harness || !entry) throw new Error('Vite manifest lacks the page entries');
  const main = reach(manifest, sdkKey, false);
  const withLazy = reach(manifest, sdkKey, true);
  const pageFiles = new Set([...withLazy, ...reach(manifest, 'harness.ts', true)]);
  const files: Record<string, number> = {};
  let mainGz = 0;
  let lazyGz = 0;
  let workerGz = 0;
  for (const rel of await listJs(outDir)) {
    const gz = await gzBytes(path.join(outDir, rel));
    files[rel] = gz;
    if (main.has(rel)) mainGz += gz;
    else if (withLazy.has(rel)) lazyGz += gz;
    else if (!pageFiles.has(rel)) workerGz += gz;
  }
  return {
    sdk,
    entry: { harnessFile: harness.file, sdkFile: entry.file },
    sizes: { mainGz, lazyGz, workerGz, files },
  };
}

export async function buildPages(
  sdks: readonly SdkId[],
  benchDir: string,
  buildRoot: string,
): Promise<BuildResult[]> {
  const results: BuildResult[] = [];
  for (const sdk of sdks) {
    try {
      results.push({ ok: true, page: await buildOne(sdk, benchDir, buildRoot) });
    } catch (error) {
      results.push({
        ok: false,
        sdk,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}
