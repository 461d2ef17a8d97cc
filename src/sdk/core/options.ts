/**
 * init() options: validation and defaults (spec 001 §5 "Setup", §9). Option names
 * are sa-sdk-javascript's, so an app can switch SDKs by changing its import.
 */
import type { SendType } from './engine-protocol';
import {
  CALLBACK_TIMEOUT_MS,
  DATASEND_TIMEOUT_MS,
  HEATMAP_SCROLL_DELAY_MS,
  PAGE_LEAVE_HEARTBEAT_MS,
  SCROLL_EVENT_DURATION_MS,
  SEND_INTERVAL_MS,
  SEND_TYPES,
  STORAGE_LENGTH,
} from './constants';

export type CollectMode = 'default' | 'not_collect';

export interface HeatmapOptions {
  /** $WebClick collection. */
  clickmap: CollectMode;
  /** $WebStay (scroll depth) collection. */
  scroll_notice_map: CollectMode;
  scroll_delay_time: number;
  scroll_event_duration: number;
  /** Visual (codeless) tracking config pull. */
  get_vtrack_config: boolean;
  /** Click map limited to one page host and path (a trailing '*' makes the path a prefix). */
  limit: { host: string; path: string } | null;
}

/** sa-sdk's `app_js_bridge`: the H5 SDK bridged to the Sensors SDK of the native app. */
export interface AppJsBridgeOptions {
  /** A MUI (HTML5+) app: the app takes the events, so the H5 popups never start. */
  is_mui: boolean;
  /** Other app server URLs accepted when the bridge is verified (host and project). */
  white_list: string[];
}

export interface SdkOptions {
  server_url: string;
  send_type: SendType;
  send_interval: number;
  storage_length: number;
  datasend_timeout: number;
  callback_timeout: number;
  heartbeat_interval: number;
  show_log: boolean;
  is_track_single_page: boolean;
  heatmap: HeatmapOptions;
  /** Null when not configured (`app_js_bridge` absent or false). */
  app_js_bridge: AppJsBridgeOptions | null;
}

export type OptionsResult =
  { ok: true; options: SdkOptions; warnings: string[] } | { ok: false; error: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function positive(
  raw: Record<string, unknown>,
  key: string,
  fallback: number,
  warnings: string[],
): number {
  const value = raw[key];
  if (value === undefined) return fallback;
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  warnings.push(`${key} must be a positive number, using ${fallback}`);
  return fallback;
}

function mode(value: unknown): CollectMode {
  return value === 'default' ? 'default' : 'not_collect';
}

function readLimit(value: unknown): HeatmapOptions['limit'] {
  if (!isRecord(value) || typeof value.host !== 'string' || typeof value.path !== 'string')
    return null;
  return { host: value.host, path: value.path };
}

function readHeatmap(raw: unknown, warnings: string[]): HeatmapOptions {
  const heatmap = isRecord(raw) ? raw : {};
  return {
    clickmap: mode(heatmap.clickmap),
    scroll_notice_map: mode(heatmap.scroll_notice_map),
    // spec 001 §9: heat-map scroll delay 4000 ms; scroll duration capped at 18000 ms.
    scroll_delay_time: positive(heatmap, 'scroll_delay_time', HEATMAP_SCROLL_DELAY_MS, warnings),
    scroll_event_duration: positive(
      heatmap,
      'scroll_event_duration',
      SCROLL_EVENT_DURATION_MS,
      warnings,
    ),
    get_vtrack_config: heatmap.get_vtrack_config === true,
    limit: readLimit(heatmap.limit),
  };
}

/** `true` means the defaults, as in sa-sdk; an object overrides them. */
function readAppJsBridge(raw: unknown): AppJsBridgeOptions | null {
  if (raw !== true && !isRecord(raw)) return null;
  const given = isRecord(raw) ? raw : {};
  const list = Array.isArray(given.white_list) ? given.white_list : [];
  return {
    is_mui: given.is_mui === true,
    white_list: list.filter((url): url is string => typeof url === 'string'),
  };
}

/** spec 001 §5: server_url must be a string starting with http. */
export function validateOptions(raw: unknown): OptionsResult {
  if (!isRecord(raw)) return { ok: false, error: 'server_url must be valid' };
  const serverUrl = raw.server_url;
  if (typeof serverUrl !== 'string' || !/^http/i.test(serverUrl.trim())) {
    return { ok: false, error: 'server_url must be valid' };
  }
  const warnings: string[] = [];
  // sa-sdk's `batch_send: { send_interval, storage_length, datasend_timeout }` form.
  const batch = isRecord(raw.batch_send) ? raw.batch_send : {};
  const timing = { ...batch, ...raw };
  let sendType: SendType = 'batch';
  if (raw.send_type !== undefined) {
    if (SEND_TYPES.includes(raw.send_type as SendType)) sendType = raw.send_type as SendType;
    else warnings.push(`send_type must be one of ${SEND_TYPES.join(', ')}, using batch`);
  }
  return {
    ok: true,
    warnings,
    options: {
      server_url: serverUrl.trim(),
      send_type: sendType,
      // spec 001 §9: send interval 6000 ms, storage length 200, data send timeout 8000 ms.
      send_interval: positive(timing, 'send_interval', SEND_INTERVAL_MS, warnings),
      storage_length: Math.max(
        1,
        Math.floor(positive(timing, 'storage_length', STORAGE_LENGTH, warnings)),
      ),
      datasend_timeout: positive(timing, 'datasend_timeout', DATASEND_TIMEOUT_MS, warnings),
      // spec 001 §9: callback timeout 200 ms; page-leave heartbeat 5 s.
      callback_timeout: positive(raw, 'callback_timeout', CALLBACK_TIMEOUT_MS, warnings),
      heartbeat_interval: positive(raw, 'heartbeat_interval', PAGE_LEAVE_HEARTBEAT_MS, warnings),
      show_log: raw.show_log === true,
      is_track_single_page: raw.is_track_single_page === true,
      heatmap: readHeatmap(raw.heatmap, warnings),
      app_js_bridge: readAppJsBridge(raw.app_js_bridge),
    },
  };
}

/** Whether a page is inside the configured click-map host and path. */
export function inClickmapScope(
  limit: HeatmapOptions['limit'],
  host: string,
  path: string,
): boolean {
  if (limit === null) return true;
  if (limit.host !== host) return false;
  return limit.path.endsWith('*') ? path.startsWith(limit.path.slice(0, -1)) : limit.path === path;
}
