import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '../../../../src/shared/contract';
import { pictureUpload } from '../../../../src/shared/contracts/seller-picture';
import { injectCall } from '../wire-client';

export interface Answer {
  code: string;
  msg: string;
  // Tests read fields of many shapes; each test checks what it reads.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

/** One call as the app makes it: a fresh Idempotency-Key for every changing call. */
export async function call(
  app: FastifyInstance,
  endpoint: Endpoint,
  input: Record<string, unknown>,
  token: string,
): Promise<Answer> {
  const headers: Record<string, string> = { token };
  if (endpoint.idempotency) headers['idempotency-key'] = randomUUID();
  const response = await app.inject(injectCall(endpoint, input, headers));
  return response.json<Answer>();
}

/**
 * A JPEG of the given size as far as the server looks: SOI, SOF0 with the
 * size, `padding` bytes standing for the scan data (so the file weighs what a
 * photo would), EOI. The server reads the size and never decodes the image.
 */
export function makeJpeg(width: number, height: number, padding = 12_000): Buffer {
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  const components = Buffer.from([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const soi = Buffer.from([0xff, 0xd8]);
  const eoi = Buffer.from([0xff, 0xd9]);
  return Buffer.concat([soi, frame, components, Buffer.alloc(padding, 0x5a), eoi]);
}

export async function uploadJpeg(
  app: FastifyInstance,
  token: string,
  body: Buffer,
): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url: pictureUpload.path,
    payload: body,
    headers: { token, 'content-type': 'image/jpeg', 'idempotency-key': randomUUID() },
  });
  return response.json<Answer>();
}
