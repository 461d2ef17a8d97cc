import * as z from 'zod/mini';

/**
 * Reusable pieces of endpoint schemas. GET inputs travel in the query string,
 * where every value is text: the `query*` fields accept the typed value from
 * the app and coerce the text on the server, so one schema serves both sides.
 */
// Text is matched before it becomes a number: Number('') and Number(' ') are 0, Number('1e3')
// 1000, so a bare coercion would take `type=` for `type=0`. Anything else is NaN, which z.int
// refuses as not a number.
const INT_TEXT = /^-?\d+$/;
function intOfText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return INT_TEXT.test(value) ? Number(value) : Number.NaN;
}

// The app passes a number (its input type); the server's query holds the same as text.
export const queryInt = () =>
  z.pipe(
    z.transform((value: number) => intOfText(value)),
    z.int(),
  );

export const queryBool = () =>
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
    z.transform((value) => value === true || value === 'true' || value === '1'),
  );

/** spec 000 §3: list calls page from 1. */
export const pageInput = {
  pageIndex: z.int().check(z.minimum(1)),
  pageSize: z.int().check(z.minimum(1), z.maximum(100)),
};

/** The same paging fields for a GET list. */
export const pageQuery = {
  pageIndex: queryInt().check(z.minimum(1)),
  pageSize: queryInt().check(z.minimum(1), z.maximum(100)),
};

/** A page of a list: the items, the total count and the page asked for. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.int().check(z.nonnegative()),
    pageIndex: z.int(),
    pageSize: z.int(),
  });
}

/** Money crosses the wire as integer cents (spec: money is stored in cents). */
export const cents = () => z.int();

/** Epoch milliseconds. */
export const epochMs = () => z.int().check(z.nonnegative());
