/**
 * base64 of UTF-8 text, as the sensors wire format and cookie use it. Pure
 * (TextEncoder/btoa exist in browsers, workers and Node 20).
 */
import type { TrackedEvent } from './engine-protocol';

export function encodeBase64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  // Chunks keep String.fromCharCode's argument count small for large payloads.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Batch form body of the sensors wire format, used by the worker and the direct
 * sender alike: `data_list=<base64 of the JSON array>&gzip=0`.
 */
export function encodeBatchBody(events: readonly TrackedEvent[]): string {
  return `data_list=${encodeURIComponent(encodeBase64Utf8(JSON.stringify(events)))}&gzip=0`;
}

/** Inverse of encodeBase64Utf8; `null` for text that is not valid base64/UTF-8. */
export function decodeBase64Utf8(base64: string): string | null {
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
