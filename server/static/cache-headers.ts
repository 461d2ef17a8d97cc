/** Files the browser must revalidate on every load: the shell and the service worker. */
const NO_CACHE_FILES = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

/** Cache-Control for a file of the built app, by its path relative to the dist folder. */
export function cacheControlFor(relativePath: string): string {
  const normalized = relativePath.replace(/\\/g, '/').replace(/^\/+/, '');
  const name = normalized.split('/').pop() ?? '';
  if (NO_CACHE_FILES.has(name)) return 'no-cache';
  // Vite content-hashes everything under assets/: a changed file gets a new name.
  if (normalized.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}
