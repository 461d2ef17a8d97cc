import * as z from 'zod/mini';

/** The platform's answer: `{ code, msg, data }`, code '0000' meaning success. */
export interface Envelope {
  code: string;
  msg: string;
  data: unknown;
}

// Codes are strings by convention; a numeric code (e.g. 507) from an older
// service is read as its text so the code table still applies.
const envelopeSchema = z.object({
  code: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  msg: z.nullish(z.string()),
  data: z.optional(z.unknown()),
});

/** JSON text → value; undefined for anything that is not JSON (HTML error pages, empty bodies). */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function toEnvelope(body: unknown): Envelope | null {
  const result = envelopeSchema.safeParse(body);
  if (!result.success) return null;
  return { code: result.data.code, msg: result.data.msg ?? '', data: result.data.data };
}

/** The human message of an error body (`msg` or `message`), if it has one. */
export function errorMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { msg, message } = body as { msg?: unknown; message?: unknown };
  if (typeof msg === 'string' && msg.trim() !== '') return msg;
  if (typeof message === 'string' && message.trim() !== '') return message;
  return null;
}
