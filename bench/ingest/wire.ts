/**
 * Shared helpers for the per-SDK wire decoders: the decoded request shape,
 * gzip/base64/form handling, and picking `bench_id` out of untyped JSON.
 */
import { gunzipSync } from 'node:zlib';

export interface IngestRequest {
  method: string;
  /** Path after the sink prefix, e.g. `/sa` or `/e/`. */
  path: string;
  query: URLSearchParams;
  body: Buffer;
}

export interface IngestReply {
  status: number;
  contentType: string;
  body: string | Buffer;
}

/** The bench ids found in an accepted request, and what to answer. */
export interface Decoded {
  ids: string[];
  reply: IngestReply;
}

export type DecodeResult = { ok: true; value: Decoded } | { ok: false; error: string };

export class WireError extends Error {}

const GZIP_MAGIC = [0x1f, 0x8b] as const;

export function isGzip(bytes: Buffer): boolean {
  return bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
}

export function maybeGunzip(bytes: Buffer): Buffer {
  return isGzip(bytes) ? gunzipSync(bytes) : bytes;
}

/** base64 (of UTF-8, optionally gzipped) → text. Throws WireError on garbage. */
export function decodeBase64Text(value: string): string {
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length === 0) throw new WireError('empty base64 payload');
  return maybeGunzip(bytes).toString('utf8');
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new WireError('payload is not valid JSON');
  }
}

/** The request body as text, gunzipped when the client compressed it. */
export function bodyText(request: IngestRequest): string {
  return maybeGunzip(request.body).toString('utf8');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `bench_id` of `event[propsKey]`, if it is a string. */
export function benchIdOf(event: unknown, propsKey: string): string | undefined {
  if (!isRecord(event)) return undefined;
  const props = event[propsKey];
  if (!isRecord(props)) return undefined;
  const id = props.bench_id;
  return typeof id === 'string' ? id : undefined;
}

export function collectIds(events: readonly unknown[], propsKey: string): string[] {
  const ids: string[] = [];
  for (const event of events) {
    const id = benchIdOf(event, propsKey);
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

export function jsonReply(value: unknown): IngestReply {
  return { status: 200, contentType: 'application/json', body: JSON.stringify(value) };
}

/** Runs a decoder body, turning WireError into a 400-worthy result. */
export function guarded(decode: () => Decoded): DecodeResult {
  try {
    return { ok: true, value: decode() };
  } catch (error) {
    if (error instanceof WireError) return { ok: false, error: error.message };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `undecodable payload: ${message}` };
  }
}
