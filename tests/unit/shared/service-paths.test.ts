import { describe, expect, it } from 'vitest';
import {
  isAnalyticsServicePath,
  isApiPath,
  isDevPath,
  isServicePath,
  pathOf,
  SERVICE_PATHS,
} from '../../../src/shared/service-paths';

describe('service path families (server hooks and the service worker share them)', () => {
  it.each<[string, { dev: boolean; api: boolean; analytics: boolean }]>([
    ['/__dev', { dev: true, api: false, analytics: false }],
    ['/__dev/faults', { dev: true, api: false, analytics: false }],
    ['/__devices', { dev: false, api: false, analytics: false }],
    ['/api/dh/auction/user/check/token', { dev: false, api: true, analytics: false }],
    ['/apis', { dev: false, api: false, analytics: false }],
    ['/sa', { dev: false, api: false, analytics: true }],
    ['/sa.gif', { dev: false, api: false, analytics: true }],
    ['/sa/debug', { dev: false, api: false, analytics: true }],
    ['/sales', { dev: false, api: false, analytics: false }],
    ['/sdk/deeplink/param', { dev: false, api: false, analytics: true }],
    ['/config/visualized/Web.conf', { dev: false, api: false, analytics: true }],
    ['/sfo/x', { dev: false, api: false, analytics: true }],
    ['/', { dev: false, api: false, analytics: false }],
    ['/bank-list', { dev: false, api: false, analytics: false }],
    ['/assets/index-abc.js', { dev: false, api: false, analytics: false }],
  ])('%s', (path, expected) => {
    expect(isDevPath(path)).toBe(expected.dev);
    expect(isApiPath(path)).toBe(expected.api);
    expect(isAnalyticsServicePath(path)).toBe(expected.analytics);
    expect(isServicePath(path)).toBe(expected.dev || expected.api || expected.analytics);
  });

  it.each([
    ['/sa?data=x', true],
    ['/sa.gif?data=x', true],
    ['/__dev?x=1', true],
    ['/?token=abc', false],
    ['/sales?x=1', false],
  ])('the navigation denylist (pathname + search) on %s → %s', (url, denied) => {
    expect(SERVICE_PATHS.some((pattern) => pattern.test(url))).toBe(denied);
  });

  it('pathOf strips the query string', () => {
    expect(pathOf('/sa?data=x&ext=y')).toBe('/sa');
    expect(pathOf('/api/x')).toBe('/api/x');
  });
});
