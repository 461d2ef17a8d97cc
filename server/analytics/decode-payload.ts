import { gunzipSync } from 'node:zlib';
import { eventProblem, type ReceivedEvent } from './validate-event';

export type DecodeResult = { ok: true; events: ReceivedEvent[] } | { ok: false; error: string };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeBase64Json(
  text: string,
  gzip: boolean,
): { ok: true; value: unknown } | { ok: false; error: string } {
  // A '+' sent without percent-encoding arrives as a space after form decoding.
  const cleaned = text.replace(/ /g, '+').replace(/[\r\n\t]/g, '');
  if (cleaned === '' || cleaned.length % 4 === 1 || !BASE64.test(cleaned)) {
    return { ok: false, error: 'payload is not valid base64' };
  }
  let bytes = Buffer.from(cleaned, 'base64');
  if (gzip) {
    try {
      bytes = gunzipSync(bytes);
    } catch {
      return { ok: false, error: 'payload declared gzip=1 but is not gzip data' };
    }
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
