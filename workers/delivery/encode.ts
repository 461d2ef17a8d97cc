import { encodeBase64Utf8 as base64Utf8 } from '../../src/sdk/core/encode';
import type { TrackedEvent } from '../../src/sdk/core/engine-protocol';

// One base64 encoder for the SDK and the worker (sensors wire format: base64 of UTF-8).
export { base64Utf8 };

/**
 * The `crc` of sa-sdk-javascript's `encodeTrackData`: Java's String.hashCode
 * (32-bit, may be negative) over the base64 text.
 */
export function sensorsCrc(text: string): number {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  }
  return hash;
}

/** Single-event form body: `data=<base64>&ext=crc%3D<crc>`. */
export function encodeSingleBody(event: TrackedEvent): string {
  const data = base64Utf8(JSON.stringify(event));
  return `data=${encodeURIComponent(data)}&ext=${encodeURIComponent(`crc=${sensorsCrc(data)}`)}`;
}
