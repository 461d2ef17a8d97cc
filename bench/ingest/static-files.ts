/**
 * Serves the built bench pages: `/pages/<sdk>/` is generated from the page's
 * built entry files (same HTML for every SDK), `/build/<sdk>/…` are the files
 * Vite wrote under bench/.build/<sdk>/.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IngestReply } from './wire';

export interface PageEntry {
  /** Built files, relative to the SDK's build directory. */
  harnessFile: string;
  sdkFile: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.html': 'text/html; charset=utf-8',
};

function pageHtml(sdk: string, entry: PageEntry): string {
  return [
    '<!doctype html>',
    '<html lang="zh-CN"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>bench ${sdk}</title>`,
    `<script type="module" src="/build/${sdk}/${entry.harnessFile}"></script>`,
    `<script type="module" src="/build/${sdk}/${entry.sdkFile}"></script>`,
    '</head><body><main>analytics bench</main></body></html>',
  ].join('\n');
}

export async function serveStatic(
  urlPath: string,
  buildRoot: string,
  pages: ReadonlyMap<string, PageEntry>,
): Promise<IngestReply | null> {
  if (urlPath === '/favicon.ico') return { status: 204, contentType: 'image/x-icon', body: '' };
  const page = /^\/pages\/([a-z]+)\/$/.exec(urlPath);
  if (page?.[1] !== undefined) {
    const entry = pages.get(page[1]);
    if (!entry) return null;
    return {
      status: 200,
      contentType: CONTENT_TYPES['.html'] ?? '',
      body: pageHtml(page[1], entry),
    };
  }
  if (!urlPath.startsWith('/build/')) return null;
  const file = path.resolve(buildRoot, `.${urlPath.slice('/build'.length)}`);
  if (!file.startsWith(`${buildRoot}${path.sep}`)) return null;
  try {
    const body = await readFile(file);
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    return { status: 200, contentType: type, body };
  } catch {
    return null;
  }
}
