// spec 000 §9: chunk load timeout 120 s.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`页面加载超时（${Math.round(ms / 1000)} 秒）`);
    this.name = 'ChunkTimeoutError';
  }
}

/**
 * Races a chunk import against a timer so a chunk that never arrives becomes
 * an error (and a retry button) instead of an endless blank page.
 */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  ms: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
