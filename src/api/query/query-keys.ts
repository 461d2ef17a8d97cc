import type { Endpoint, InputOf } from '../../shared/contract';

/**
 * Query keys start with the endpoint's path, so one call's caches can be found
 * and invalidated together (`{ queryKey: [endpoint.path] }`) from any feature
 * without importing that feature.
 */
export function endpointKey<E extends Endpoint>(endpoint: E, input: InputOf<E>) {
  return [endpoint.path, input] as const;
}

/** A paged list of one endpoint: its filter without the page fields. */
export function pagedListKey<E extends Endpoint, F extends object>(endpoint: E, filter: F) {
  return [endpoint.path, 'pages', filter] as const;
}

/** Every cache of one endpoint (single answers and paged lists). */
export function allOf(endpoint: Endpoint) {
  return [endpoint.path] as const;
}
