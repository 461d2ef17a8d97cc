/** The boundary check of startPopups (the page validated it; the worker trusts no message). */
import * as z from 'zod/mini';
import type { PopupSetup } from '../../src/sdk/core/popup-protocol';

const text = z.string().check(z.minLength(1));

const setupSchema = z.object({
  apiBaseUrl: z
    .string()
    .check(
      z.refine(
        (url) => /^https?:\/\/[^/]/.test(url) && !url.endsWith('/'),
        'must be http(s) without a trailing slash',
      ),
    ),
  project: text,
  platform: text,
  sdkVersion: text,
  distinctId: text,
  configPullIntervalMs: z.optional(
    z.number().check(z.refine((ms) => Number.isFinite(ms) && ms > 0, 'must be a positive number')),
  ),
});

export function checkPopupSetup(
  raw: unknown,
): { ok: true; setup: PopupSetup } | { ok: false; error: string } {
  const parsed = setupSchema.safeParse(raw);
  if (parsed.success) return { ok: true, setup: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    error: `popup setup ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
  };
}
