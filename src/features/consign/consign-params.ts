import { positiveIntParam } from '../../lib/query-param';

/** The ids a consignment page reads from its address (untrusted: null when malformed). */
export function idParams(params: URLSearchParams) {
  return {
    productId: positiveIntParam(params.get('productId')),
    evaluationId: positiveIntParam(params.get('evaluationId')),
    orderId: positiveIntParam(params.get('orderId')),
  };
}

/** An express number as the tracking call accepts it, or null. */
export function expressNoParam(value: string | null): string | null {
  return value !== null && /^[A-Za-z0-9]{6,32}$/.test(value) ? value : null;
}

/** `&orderId=…` to carry an order being filled through the pick and evaluate pages. */
export function orderSuffix(orderId: number | null): string {
  return orderId === null ? '' : `&orderId=${orderId}`;
}
