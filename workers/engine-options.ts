import { SEND_TYPES } from '../src/sdk/core/constants';
import type { EngineOptions } from '../src/sdk/core/engine-protocol';

function isPositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function isNonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/**
 * Checks options arriving over postMessage (hand-written: no zod in the SDK
 * bundles). Returns a clear message for the first problem, or null.
 */
export function checkEngineOptions(options: EngineOptions): string | null {
  // spec 001 §8: "server_url must be valid" (a string starting with http).
  if (typeof options.serverUrl !== 'string' || !options.serverUrl.startsWith('http')) {
    return 'server_url must be valid';
  }
  if (!SEND_TYPES.includes(options.sendType)) {
    return `sendType must be one of ${SEND_TYPES.join(', ')}`;
  }
  if (!isPositive(options.sendIntervalMs)) return 'sendIntervalMs must be a positive number';
  if (!isPositive(options.storageLength) || !Number.isInteger(options.storageLength)) {
    return 'storageLength must be a positive integer';
  }
  if (!isPositive(options.dataSendTimeoutMs)) return 'dataSendTimeoutMs must be a positive number';
  if (!isNonEmpty(options.tabId)) return 'tabId must be a non-empty string';
  if (!isNonEmpty(options.dbName)) return 'dbName must be a non-empty string';
  return null;
}
