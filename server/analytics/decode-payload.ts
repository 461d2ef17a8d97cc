import { gunzipSync } from 'node:zlib';
import { eventProblem, type ReceivedEvent } from './validate-event';

export type DecodeResult =
  { ok: true; events: ReceivedEvent[] } | { ok: false; error: string; status?: 413 };

/**
 * The receiver's body limit is 5 MB of base64, about 3.75 MB of JSON: a gzip'ed payload may
 * not inflate to more than an uncompressed one could carry. Without the cap an 85 KB body
 * of gzip'ed spaces inflates to 64 MB and holds the event loop (a gzip bomb).
 */
export const MAX_INFLATED_BYTES = 4 * 1024 * 1024;
/** spec 001 §9 sends at most 200 per batch (storage length); the rest is room for other SDKs. */
export const MAX_EVENTS_PER_REQUEST = 1000;

type Decoded = { ok: true; value: unknown } | { ok: false; error: string; status?: 413 };

function inflate(
  bytes: Buffer,
): { ok: true; bytes: Buffer } | { ok: false; error: string; status?: 413 } {
  try {
    // zlib stops at maxOutputLength and throws, so a bomb costs at most this much work.
    return { ok: true, bytes: gunzipSync(bytes, { maxOutputLength: MAX_INFLATED_BYTES }) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      const limit = MAX_INFLATED_BYTES / 1024 / 1024;
      return { ok: false, status: 413, error: `payload inflates to more than ${limit} MB` };
    }
    return { ok: false, error: 'payload declared gzip=1 but is not gzip data' };
  }
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeBase64Json(text: string, gzip: boolean): Decoded {
  // A '+' sent without percent-encoding arrives as a space after form decoding.
  const cleaned = text.replace(/ /g, '+').replace(/[\r\n\t]/g, '');
  if (cleaned === '' || cleaned.length % 4 === 1 || !BASE64.test(cleaned)) {
    return { ok: false, error: 'payload is not valid base64' };
  }
  let bytes: Buffer = Buffer.from(cleaned, 'base64');
  if (gzip) {
    const inflated = inflate(bytes);
    if (!inflated.ok) return inflated;
    bytes = inflated.bytes;
  }
  let json: string;
  try {
    json = utf8.decode(bytes);
  } catch {
    return { ok: false, error: 'payload is not UTF-8 text' };
  }
  try {
    return { ok: true, value: JSON.parse(json) as unknown };
  } catch {
    return { ok: false, error: 'payload is not JSON' };
  }
}

/**
 * Decodes the sensors wire format (spec 001 §7 "Calls"): `data` holds one
 * event, `data_list` a JSON array; both base64 of UTF-8 JSON, gzip'ed first when gzip=1.
 * The whole request is rejected when any event is malformed, so a sender never believes
 * half a batch was accepted.
 */
export function decodeReceiverPayload(fields: Record<string, string | undefined>): DecodeResult {
  const gzip = fields.gzip === '1';
  if (fields.gzip !== undefined && fields.gzip !== '0' && !gzip) {
    return { ok: false, error: `unsupported gzip value "${fields.gzip}" (expected 0 or 1)` };
  }
  const batch = fields.data_list !== undefined;
  const encoded = batch ? fields.data_list : fields.data;
  if (encoded === undefined) return { ok: false, error: 'missing field data or data_list' };
  const decoded = decodeBase64Json(encoded, gzip);
  if (!decoded.ok) return decoded;
  const list = batch ? decoded.value : [decoded.value];
  if (!Array.isArray(list)) return { ok: false, error: 'data_list must be a JSON array of events' };
  if (list.length > MAX_EVENTS_PER_REQUEST) {
    const error = `data_list holds ${list.length} events, at most ${MAX_EVENTS_PER_REQUEST} per request`;
    return { ok: false, status: 413, error };
  }
  const events: ReceivedEvent[] = [];
  for (const [index, event] of list.entries()) {
    const problem = eventProblem(event);
    if (problem !== null) {
      return { ok: false, error: batch ? `event ${index}: ${problem}` : `event: ${problem}` };
    }
    events.push(event as ReceivedEvent);
  }
  return { ok: true, events };
}
