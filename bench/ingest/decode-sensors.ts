/**
 * Sensors wire format (sa-sdk-javascript and our SDK; spec 001 §4 "Batch sending", the
 * format server/analytics/decode-payload.ts decodes for the reference server): POST form
 * `data_list=<base64 JSON array>&gzip=0|1` (batch) or
 * `data=<base64 JSON>&ext=crc=…` (single, beacon), and GET `?data=` (image).
 * sa-sdk-javascript 1.27's batch sender posts `data_list` without a gzip flag.
 */
import type { DecodeResult, IngestReply, IngestRequest } from './wire';
import {
  WireError,
  bodyText,
  collectIds,
  decodeBase64Text,
  guarded,
  jsonReply,
  parseJson,
} from './wire';

/** 1×1 transparent GIF for the image sender. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function formOf(request: IngestRequest): URLSearchParams {
  if (request.method === 'GET') return request.query;
  return new URLSearchParams(bodyText(request));
}

function eventsOf(form: URLSearchParams): unknown[] {
  const list = form.get('data_list');
  if (list !== null) {
    const parsed = parseJson(decodeBase64Text(list));
    if (!Array.isArray(parsed)) throw new WireError('data_list is not a JSON array');
    return parsed;
  }
  const single = form.get('data');
  if (single !== null) return [parseJson(decodeBase64Text(single))];
  throw new WireError('neither data_list nor data is present');
}

export function isSensorsPath(path: string): boolean {
  return path === '/sa' || path === '/sa.gif';
}

export function decodeSensors(request: IngestRequest): DecodeResult {
  return guarded(() => {
    const events = eventsOf(formOf(request));
    const reply: IngestReply =
      request.method === 'GET'
        ? { status: 200, contentType: 'image/gif', body: PIXEL }
        : jsonReply({ stored: events.length, duplicates: 0 });
    return { ids: collectIds(events, 'properties'), reply };
  });
}
