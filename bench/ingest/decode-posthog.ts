/**
 * posthog-js capture format: POST to `/e/`, `/i/v0/e/`, `/batch/` (or the
 * legacy `/capture/`, `/track/`), body gzip (`compression=gzip-js`), form
 * `data=<base64>` (`compression=base64`, used by sendBeacon) or plain JSON;
 * the JSON is one event, an array, or `{ batch: [...] }`.
 */
import type { DecodeResult, IngestRequest } from './wire';
import {
  WireError,
  bodyText,
  collectIds,
  decodeBase64Text,
  guarded,
  isRecord,
  jsonReply,
  parseJson,
} from './wire';

const CAPTURE_PATHS = new Set(['/e/', '/e', '/i/v0/e/', '/batch/', '/capture/', '/track/']);

export function isPosthogPath(path: string): boolean {
  return CAPTURE_PATHS.has(path);
}

function payloadText(request: IngestRequest): string {
  const body = bodyText(request);
  const isForm = request.query.get('compression') === 'base64' || body.startsWith('data=');
  if (!isForm) return body;
  const data = new URLSearchParams(body).get('data');
  if (data === null) throw new WireError('form body without data');
  return data.startsWith('{') || data.startsWith('[') ? data : decodeBase64Text(data);
}

function eventsOf(payload: unknown): unknown[] {
  if (Array.isArray(payload)) return payload;
  if (isRecord(payload) && Array.isArray(payload.batch)) return payload.batch;
  if (isRecord(payload)) return [payload];
  throw new WireError('capture payload is neither an event, a list nor a batch');
}

export function decodePosthog(request: IngestRequest): DecodeResult {
  return guarded(() => {
    const ids = collectIds(eventsOf(parseJson(payloadText(request))), 'properties');
    return { ids, reply: jsonReply({ status: 1 }) };
  });
}
