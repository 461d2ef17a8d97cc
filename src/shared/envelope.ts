import * as z from 'zod/mini';

/**
 * The platform's answer to every business call (spec 000 §7): `{ code, msg, data }`,
 * code '0000' meaning success. Shared by the app (which reads it) and the
 * reference server (which writes it).
 */
export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
}

export const SUCCESS_CODE = '0000';

// Codes are strings by convention; a numeric code (e.g. 507) from an older
// service is read as its text so the code table still applies.
const envelopeSchema = z.object({
  code: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  msg: z.nullish(z.string()),
  data: z.optional(z.unknown()),
});

/** Any value → an envelope, or null when it is not one. */
export function toEnvelope(body: unknown): Envelope | null {
  const result = envelopeSchema.safeParse(body);
  if (!result.success) return null;
  return { code: result.data.code, msg: result.data.msg ?? '', data: result.data.data };
}

/** The envelope schema with a typed `data`, for calls that return the whole envelope (raw). */
export function envelopeOf<D extends z.ZodMiniType>(data: D) {
  return z.object({
    code: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
    msg: z.pipe(
      z.nullish(z.string()),
      z.transform((msg) => msg ?? ''),
    ),
    data: z.optional(data),
  });
}
