import type { z } from 'zod';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Validates untrusted input; the message names each bad field (shown to developers). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const message = result.error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
  return { ok: false, message };
}
