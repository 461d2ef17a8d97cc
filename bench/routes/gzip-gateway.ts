/**
 * A gzip gateway in front of the reference server, as production has one: the
 * reference server sends files uncompressed, which over an emulated 1.6 Mbps
 * link would time the compression we do not have rather than the app. Bodies
 * of text types are gzipped (level 6, a typical gateway setting) when the
 * browser accepts it; everything else passes through unchanged.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml))/;
// Hop-by-hop and length headers are the gateway's own to set.
const DROPPED_HEADERS = new Set([
  'connection',
  'content-length',
  'content-encoding',
  'keep-alive',
  'transfer-encoding',
]);

export interface Gateway {
  url: string;
  close: () => Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Uint8Array.from(Buffer.concat(chunks));
}

async function forward(upstream: string, request: IncomingMessage, response: ServerResponse) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name) || name === 'host') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('accept-encoding', 'identity');
  const answer = await fetch(upstream + (request.url ?? '/'), {
    method: request.method,
    headers,
    body: await readBody(request),
    redirect: 'manual',
  });
  const body = Buffer.from(await answer.arrayBuffer());
  const type = answer.headers.get('content-type') ?? '';
  const gzip =
    COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const payload = gzip ? gzipSync(body, { level: 6 }) : body;
  answer.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) response.setHeader(name, value);
  });
  if (gzip) {
    response.setHeader('content-encoding', 'gzip');
    response.setHeader('vary', 'accept-encoding');
  }
  response.setHeader('content-length', payload.length);
  response.writeHead(answer.status);
  response.end(request.method === 'HEAD' ? undefined : payload);
}

export async function startGzipGateway(upstream: string): Promise<Gateway> {
  const server = createServer((request, response) => {
    forward(upstream, request, response).catch((error: unknown) => {
      response.writeHead(502).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
