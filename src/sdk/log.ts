/** The SDK never throws into the host page; problems are logged with a `[sensors]` prefix. */
export function warn(...args: unknown[]): void {
  try {
    console.warn('[sensors]', ...args);
  } catch {
    // A host page may replace console; logging must never break tracking.
  }
}
