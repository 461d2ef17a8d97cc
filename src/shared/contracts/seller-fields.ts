import * as z from 'zod/mini';
import { cents } from '../contract-fields';

// The seller schemas several contract files share (the order's state, an order's item,
// the inspected grade, a seller action), in a leaf file that imports no other contract:
// a screen that needs one of them does not load every endpoint of the files that use
// them (route budget). Each file that defined one re-exports it under its old name.

export const evaluationLevel = z.enum(['S', 'A+', 'A', 'B+', 'B', 'C']);

export const orderState = z.enum([
  'created',
  'shipped',
  'received',
  'inspected',
  'listed',
  'sold',
  'cancelled',
  'returned',
  // Issue 18: a re-check asked, a return asked and its fee unpaid.
  'rechecking',
  'returning',
]);

export const orderItem = z.object({
  itemId: z.int(),
  productName: z.string(),
  skuName: z.string(),
  /** spec 000 §3: the item's descriptor, `name:value;…` (src/shared/descriptors.ts). */
  descriptor: z.string(),
  referPriceCents: cents(),
  grade: z.nullable(evaluationLevel),
  priceCents: z.nullable(cents()),
  soldPriceCents: z.nullable(cents()),
});

/** What the seller may do in the order's state, for the buttons a screen shows. */
export const sellerAction = z.object({ action: z.string(), label: z.string() });
