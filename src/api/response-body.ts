/**
 * Reading a response body before it is known to be an envelope. The envelope
 * itself (shape, success code) is src/shared/envelope.ts, shared with the server.
 */

/** JSON text → value; undefined for anything that is not JSON (HTML error pages, empty bodies). */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The human message of an error body (`msg` or `message`), if it has one. */
export function errorMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { msg, message } = body as { msg?: unknown; message?: unknown };
  if (typeof msg === 'string' && msg.trim() !== '') return msg;
  if (typeof message === 'string' && message.trim() !== '') return message;
  return null;
}
