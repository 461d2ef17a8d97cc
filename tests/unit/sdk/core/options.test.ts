import { describe, expect, it } from 'vitest';
import { inClickmapScope, validateOptions } from '../../../../src/sdk/core/options';

describe('validateOptions (spec 001 §5 setup)', () => {
  it.each([
    [undefined],
    [null],
    [{}],
    [{ server_url: 42 }],
    [{ server_url: 'ftp://x' }],
    [{ server_url: '/sa' }],
    [{ server_url: '' }],
  ])('%j → server_url must be valid', (raw) => {
    expect(validateOptions(raw)).toEqual({ ok: false, error: 'server_url must be valid' });
  });

  it('applies the defaults of spec 001 §9', () => {
    const result = validateOptions({ server_url: 'https://a.example/sa' });
    expect(result).toEqual({
      ok: true,
      warnings: [],
      options: {
        server_url: 'https://a.example/sa',
        send_type: 'batch',
        send_interval: 6000,
        storage_length: 200,
        datasend_timeout: 8000,
        callback_timeout: 200,
        heartbeat_interval: 5000,
        show_log: false,
        is_track_single_page: false,
        heatmap: {
          clickmap: 'not_collect',
          scroll_notice_map: 'not_collect',
          scroll_delay_time: 4000,
          scroll_event_duration: 18000,
          get_vtrack_config: false,
          limit: null,
        },
        app_js_bridge: null,
      },
    });
  });

  it.each([
    [undefined, null],
    [false, null],
    ['yes', null],
    [true, { is_mui: false, white_list: [] }],
    [{}, { is_mui: false, white_list: [] }],
    [
      { is_mui: true, white_list: ['http://b/sa?project=p', 7] },
      { is_mui: true, white_list: ['http://b/sa?project=p'] },
    ],
  ])('reads app_js_bridge %j as sa-sdk does', (given, expected) => {
    const result = validateOptions({ server_url: 'http://x/sa', app_js_bridge: given });
    expect(result.ok && result.options.app_js_bridge).toEqual(expected);
  });

  it('accepts sa-sdk batch_send settings and explicit values', () => {
    const result = validateOptions({
      server_url: 'http://x/sa',
      send_type: 'beacon',
      batch_send: { send_interval: 1000, storage_length: 50.7, datasend_timeout: 3000 },
      heatmap: {
        clickmap: 'default',
        scroll_notice_map: 'default',
        get_vtrack_config: true,
        limit: { host: 'h', path: '/p' },
      },
    });
    expect(result.ok && result.options).toMatchObject({
      send_type: 'beacon',
      send_interval: 1000,
      storage_length: 50,
      datasend_timeout: 3000,
      heatmap: {
        clickmap: 'default',
        scroll_notice_map: 'default',
        get_vtrack_config: true,
        limit: { host: 'h', path: '/p' },
      },
    });
  });

  it.each([
    [
      { send_type: 'carrier-pigeon' },
      'send_type must be one of batch, ajax, beacon, image, using batch',
    ],
    [{ send_interval: -1 }, 'send_interval must be a positive number, using 6000'],
    [{ callback_timeout: 'soon' }, 'callback_timeout must be a positive number, using 200'],
    [{ datasend_timeout: Number.NaN }, 'datasend_timeout must be a positive number, using 8000'],
    [
      { heatmap: { scroll_delay_time: 0 } },
      'scroll_delay_time must be a positive number, using 4000',
    ],
  ])('bad %j falls back with a warning', (extra, warning) => {
    const result = validateOptions({ server_url: 'http://x/sa', ...extra });
    expect(result.ok && result.warnings).toEqual([warning]);
  });
});

describe('inClickmapScope (spec 001 §2: click map limited to a host and path)', () => {
  it.each([
    [null, 'a', '/x', true],
    [{ host: 'a', path: '/x' }, 'a', '/x', true],
    [{ host: 'a', path: '/x' }, 'a', '/y', false],
    [{ host: 'a', path: '/x' }, 'b', '/x', false],
    [{ host: 'a', path: '/deposit*' }, 'a', '/deposit/1', true],
    [{ host: 'a', path: '/deposit*' }, 'a', '/banks', false],
  ])('%j at %s%s → %s', (limit, host, path, expected) => {
    expect(inClickmapScope(limit, host, path)).toBe(expected);
  });
});
