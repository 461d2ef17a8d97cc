/**
 * The benchmark's receiver: one HTTP server on 127.0.0.1 that serves the bench
 * pages and accepts every SDK's wire format under `/r/<sink key>/…`, counting
 * each `bench_id` that arrives and failing requests on purpose per the sink's
 * mode (receiver/faults.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeAmplitude, isAmplitudePath } from './ingest/decode-amplitude';
import { decodePosthog, isPosthogPath } from './ingest/decode-posthog';
import { decodeSensors, isSensorsPath } from './ingest/decode-sensors';
import type { Fault, SinkMode } from './ingest/faults';
import { Sink } from './ingest/sink';
import type { PageEntry } from './ingest/static-files';
import { serveStatic } from './ingest/static-files';
import type { DecodeResult, IngestReply, IngestRequest } from './ingest/wire';
import { jsonReply } from './ingest/wire';

/** Longer than every client timeout we know (ours and sensors 8 s, spec 001 §9), then reset. */
const HANG_MS = 12_000;
const MAX_BODY_BYTES = 16 * 1024 * 1024;

export interface Receiver {
  origin: string;
  sink(key: string, mode: SinkMode, seed?: number): Sink;
  setPages(pages: ReadonlyMap<string, PageEntry>): void;
  close(): Promise<void>;
}

function decoderFor(path: string): ((request: IngestRequest) => DecodeResult) | null {
  if (isSensorsPath(path)) return decodeSensors;
  if (isPosthogPath(path)) return decodePosthog;
  if (isAmplitudePath(path)) return decodeAmplitude;
  return null;
}

function send(res: http.ServerResponse, reply: IngestReply): void {
  res.writeHead(reply.status, {
    'content-type': reply.contentType,
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
  });
  res.end(reply.body);
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startReceiver(buildRoot: string): Promise<Receiver> {
  const sinks = new Map<string, Sink>();
  const hangs = new Set<NodeJS.Timeout>();
  let pages: ReadonlyMap<string, PageEntry> = new Map();
  let origin = '';

  function fail(fault: Fault, req: http.IncomingMessage, res: http.ServerResponse): void {
    if (fault === 'reset') {
      req.socket.destroy();
    } else if (fault === 'http500') {
      send(res, { status: 500, contentType: 'text/plain', body: 'bench fault' });
    } else {
      const timer = setTimeout(() => {
        hangs.delete(timer);
        req.socket.destroy();
      }, HANG_MS);
      hangs.add(timer);
    }
  }

  async function ingest(
    sink: Sink,
    path: string,
    url: URL,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): Promise<void> {
    const decode = decoderFor(path);
    if (!decode) {
      // posthog's flags/remote config and the like: answer minimally, count nothing.
      sink.noteUnknownPath(path);
      send(res, jsonReply({}));
      return;
    }
    const fault = sink.nextFault();
    if (fault === 'reset') return fail(fault, req, res);
    const body = await readBody(req);
    if (fault) return fail(fault, req, res);
    const result = decode({
      method: req.method ?? 'GET',
      path,
      query: url.searchParams,
      body,
    });
    if (!result.ok) {
      sink.noteRejected();
      send(res, {
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: result.error }),
      });
      return;
    }
    sink.record(result.value.ids, Date.now());
    send(res, result.value.reply);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': '*',
      });
      res.end();
      return;
    }
    const routed = /^\/r\/([\w-]+)(\/.*)$/.exec(url.pathname);
    const sink = routed?.[1] === undefined ? undefined : sinks.get(routed[1]);
    if (sink && routed?.[2] !== undefined) return ingest(sink, routed[2], url, req, res);
    const file = await serveStatic(url.pathname, buildRoot, pages);
    send(res, file ?? { status: 404, contentType: 'text/plain', body: 'not found' });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent)
        send(res, { status: 500, contentType: 'text/plain', body: 'receiver error' });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    sink(key, mode, seed = 1) {
      const sink = new Sink(key, `${origin}/r/${key}`, mode, seed);
      sinks.set(key, sink);
      return sink;
    },
    setPages(next) {
      pages = next;
    },
    async close() {
      for (const timer of hangs) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
