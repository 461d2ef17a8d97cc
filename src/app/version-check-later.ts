/**
 * Runs the version check (spec 000 §2, version-check.ts) with its code in a chunk of
 * its own: the check is a HEAD request whose answer no first paint waits for, so its
 * code need not be on the first render's path (it loads in the after-boot chunk, which
 * every cold start fetches and the route budget counts). The module is
 * loaded once; its watcher keeps the baseline and runs checks one after another.
 */
export function checkVersion(): void {
  import('./version-check')
    .then(({ versionWatcher }) => versionWatcher.check())
    .catch((error: unknown) => console.warn('[version] not checked', error));
}
