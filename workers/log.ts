/** Every engine warning carries one prefix so it is easy to find in a WebView console. */
export function warn(message: string, error?: unknown): void {
  if (error === undefined) console.warn(`[sensors-worker] ${message}`);
  else console.warn(`[sensors-worker] ${message}:`, describeError(error));
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
