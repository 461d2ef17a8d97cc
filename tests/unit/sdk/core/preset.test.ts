import { describe, expect, it } from 'vitest';
import {
  endOfDay,
  latestProps,
  presetProperties,
  type PageEnv,
} from '../../../../src/sdk/core/preset';

const env: PageEnv = {
  url: 'https://app.example/deposit?utm_source=push',
  host: 'app.example',
  path: '/deposit',
  title: '保证金',
  referrer: '',
  screenWidth: 375,
  screenHeight: 812,
  viewportWidth: 375,
  viewportHeight: 740,
  timezoneOffset: -480,
};

describe('presetProperties', () => {
  it('carries the sa-sdk presets', () => {
    const props = presetProperties(
      { ...env, referrer: 'https://ref.example/a' },
      { $latest_referrer: 'x' },
      true,
    );
    expect(props).toEqual({
      $timezone_offset: -480,
      $screen_width: 375,
      $screen_height: 812,
      $viewport_width: 375,
      $viewport_height: 740,
      $lib: 'js',
      $lib_version: '1.26.2',
      $latest_referrer: 'x',
      $referrer: 'https://ref.example/a',
      $referrer_host: 'ref.example',
      $url: env.url,
      $url_path: '/deposit',
      $title: '保证金',
      $is_first_day: true,
    });
  });

  it('cuts the referrer at 200 (spec 001 §9)', () => {
    const long = `https://r.example/${'p'.repeat(300)}`;
    expect(presetProperties({ ...env, referrer: long }, {}, false).$referrer).toHaveLength(200);
  });
});

describe('latestProps', () => {
  it.each([
    ['', '直接流量', '未取到值_直接打开'],
    ['https://www.baidu.com/s?wd=手机', '搜索引擎流量', '手机'],
    ['https://www.google.com/search?q=phone', '搜索引擎流量', 'phone'],
    ['https://weibo.com/x', '社交网站流量', '未取到值'],
    ['https://other.example/x', '引荐流量', '未取到值'],
  ])('referrer %j → %s / %s', (referrer, type, keyword) => {
    const props = latestProps({ ...env, referrer }, {});
    expect(props).toMatchObject({
      $latest_traffic_source_type: type,
      $latest_search_keyword: keyword,
    });
    expect(props.$latest_utm_source).toBe('push');
  });

  it('an internal referrer keeps the previous values', () => {
    const previous = { $latest_traffic_source_type: '引荐流量' };
    expect(latestProps({ ...env, referrer: 'https://app.example/banks' }, previous)).toBe(previous);
  });
});

describe('endOfDay (spec 001 §9: new-user flag to the end of the day)', () => {
  it('is the last millisecond of the local day', () => {
    const now = new Date(2024, 2, 3, 10, 0, 0, 0).getTime();
    expect(endOfDay(now)).toBe(new Date(2024, 2, 3, 23, 59, 59, 999).getTime());
  });
});
