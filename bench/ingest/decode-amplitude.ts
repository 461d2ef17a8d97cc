/**
 * Amplitude HTTP API v2 (`serverUrl` → `/2/httpapi`, or `/batch`): JSON
 * `{ api_key, events: [{ event_type, event_properties, insert_id }] }`,
 * gzipped when `content-encoding: gzip`. The SDK reads the JSON answer.
 */
import type { DecodeResult, IngestRequest } from './wire';
import { WireError, bodyText, collectIds, guarded, isRecord, jsonReply, parseJson } from './wire';

export function isAmplitudePath(path: string): boolean {
  return path === '/2/httpapi' || path === '/batch';
}

export function decodeAmplitude(request: IngestRequest): DecodeResult {
  return guarded(() => {
    const payload = parseJson(bodyText(request));
    if (!isRecord(payload) || !Array.isArray(payload.events)) {
      throw new WireError('amplitude payload without an events array');
    }
    return {
      ids: collectIds(payload.events, 'event_properties'),
      reply: jsonReply({
        code: 200,
        events_ingested: payload.events.length,
        payload_size_bytes: request.body.length,
        server_upload_time: Date.now(),
      }),
    };
  });
}
