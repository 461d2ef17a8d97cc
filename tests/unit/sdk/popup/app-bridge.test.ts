import { describe, expect, it } from 'vitest';
import {
  appServerUrl,
  bridgeVerified,
  popupBridgeCheck,
} from '../../../../src/sdk/popup/app-bridge';

const SERVER = 'https://data.example.com/sa?project=shop';
const android = (url: unknown): object => ({
  SensorsData_APP_New_H5_Bridge: {
    sensorsdata_track: () => 0,
    sensorsdata_get_server_url: () => url,
  },
});
const ios = (url: unknown): object => ({
  SensorsData_iOS_JS_Bridge: { sensorsdata_app_server_url: url },
  webkit: { messageHandlers: { sensorsdataNativeTracker: { postMessage: () => 0 } } },
});

describe('the native app bridge', () => {
  it.each([
    ['no bridge', {}, null],
    ['Android', android('https://a/sa'), 'https://a/sa'],
    [
      'Android without its track call',
      { SensorsData_APP_New_H5_Bridge: { sensorsdata_get_server_url: () => 'https://a/sa' } },
      null,
    ],
    ['Android with no URL', android(''), null],
    ['iOS', ios('https://i/sa'), 'https://i/sa'],
    [
      'iOS without the native tracker',
      { SensorsData_iOS_JS_Bridge: { sensorsdata_app_server_url: 'https://i/sa' } },
      null,
    ],
    [
      'a throwing host object',
      {
        SensorsData_APP_New_H5_Bridge: {
          sensorsdata_track: 1,
          sensorsdata_get_server_url: () => {
            throw new Error('host');
          },
        },
      },
      null,
    ],
  ])('%s', (_name, win, expected) => {
    expect(appServerUrl(win)).toBe(expected);
  });

  it.each([
    ['the same host and project', 'http://data.example.com:8106/sa?project=shop', [], true],
    ['another project', 'https://data.example.com/sa?project=other', [], false],
    ['no project means default', 'https://data.example.com/sa', [], false],
    ['another host', 'https://other.example.com/sa?project=shop', [], false],
    [
      'a white-listed server',
      'https://w.example.com/sa?project=p',
      ['https://w.example.com/x?project=p'],
      true,
    ],
    ['not a URL', 'nonsense', [], false],
  ])('verifies %s as sa validateAppUrl does', (_name, appUrl, whiteList, expected) => {
    expect(bridgeVerified(appUrl, SERVER, whiteList)).toBe(expected);
  });
});

describe('popupBridgeCheck (spec 001 §8, sa getBridgeState)', () => {
  const configured = { is_mui: false, white_list: [] };
  it('passes when no app_js_bridge is configured, whatever the page runs in', () => {
    expect(popupBridgeCheck(null, SERVER, android(SERVER))).toEqual({ ok: true });
  });

  it('passes when configured but the app has no bridge or answers for another server', () => {
    expect(popupBridgeCheck(configured, SERVER, {})).toEqual({ ok: true });
    expect(popupBridgeCheck(configured, SERVER, ios('https://x.example/sa'))).toEqual({ ok: true });
  });

  it('fails when the app verified the bridge (the app shows the popups), and in a MUI app', () => {
    expect(popupBridgeCheck(configured, SERVER, android(SERVER)).ok).toBe(false);
    expect(popupBridgeCheck(configured, SERVER, ios(SERVER)).ok).toBe(false);
    expect(popupBridgeCheck({ is_mui: true, white_list: [] }, SERVER, {}).ok).toBe(false);
  });
});
