import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { cents, epochMs, queryInt } from '../contract-fields';
import { postalAddress } from './order-fields';

// spec 000 §7: the logistics and address calls under /api/dh/auction (GET).

export const expressTrace = z.object({
  time: epochMs(),
  location: z.string(),
  description: z.string(),
});

export const expressInfo = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/dh/auction/logistics/express/info',
  summary: 'The tracking of one of the user’s shipments by express number.',
  input: z.object({ expressNo: z.string().check(z.regex(/^[A-Za-z0-9]{6,32}$/)) }),
  data: z.object({
    expressNo: z.string(),
    company: z.string(),
    status: z.enum(['collected', 'in_transit', 'delivering', 'signed']),
    /** Newest first. */
    traces: z.array(expressTrace),
  }),
});

export const unpaidLogisticsFee = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/dh/auction/logistics/direct/unpaid/fee',
  summary: 'The user’s logistics fees of direct-sale returns not paid yet.',
  input: noInput,
  data: z.object({
    totalCents: cents(),
    items: z.array(
      z.object({
        expressNo: z.string(),
        feeCents: cents(),
        createdAt: epochMs(),
        /** The direct-sale order a return parcel carries (issue 18), else null. */
        orderId: z.nullable(z.int()),
      }),
    ),
  }),
});

export const platformAddress = z.object({ ...postalAddress.shape, id: z.int() });

/** type 2: the platform's warehouse addresses that goods are sent to. */
export const addressList = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/dh/auction/address',
  summary: 'Platform addresses of a type (type 2: the warehouses goods are sent to).',
  input: z.object({ type: queryInt() }),
  data: z.object({ list: z.array(platformAddress) }),
});
