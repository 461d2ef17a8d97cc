// @vitest-environment happy-dom
import { expose } from 'comlink';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstReferrer,
  firstVisitProfile,
  searchKeyword,
  trafficSourceType,
} from '../../../src/sdk/core/first-visit-profile';
import { formatDate } from '../../../src/sdk/core/date-format';
import type { FirstVisitEnv } from '../../../src/sdk/core/first-visit-profile';
import { connectEngine } from '../../../src/sdk/engine-port';
import { createSensors } from '../../../src/sdk/sensors';
import { clearCookies, FakeTransport, nextMicrotask } from './fake-transport';

describe('first-visit profile values (sa-sdk qt/at/tt)', () => {
  it.each([
    ['', 'https://shop.example/', '获取url异常'],
    ['https://shop.example/?utm_source=wx', '', '付费广告流量'],
    ['https://shop.example/?a=1&utm_term=x', 'https://www.baidu.com/s?wd=x', '付费广告流量'],
    ['https://shop.example/?utm_source=', '', '直接流量'],
    ['https://shop.example/', 'https://www.baidu.com/s?wd=手机', '自然搜索流量'],
    ['https://shop.example/', 'https://www.google.com.hk/search?q=x', '自然搜索流量'],
    ['https://shop.example/', 'https://bing.com/search?q=x', '自然搜索流量'],
    ['https://shop.example/', 'https://weibo.com/u/1', '社交网站流量'],
    ['https://shop.example/', 'https://other.example/?from=www.baidu.', '引荐流量'],
    ['https://shop.example/', '', '直接流量'],
    ['https://shop.example/', 'https://other.example/page', '引荐流量'],
  ])('traffic source of %j from %j is %j', (url, referrer, expected) => {
    expect(trafficSourceType(url, referrer)).toBe(expected);
  });

  it.each([
    ['', '未取到值_直接打开'],
    ['android-app://com.x', '未取到值_非http的url'],
    ['https://www.baidu.com/s?ie=utf-8&wd=%E6%89%8B%E6%9C%BA', '手机'],
    ['https://m.baidu.com/s?word=camera', 'camera'],
    ['https://www.google.com/search?q=watch', 'watch'],
    ['https://www.google.co/search?q=watch', 'watch'],
    ['https://cn.bing.com/search?q=bag', 'bag'],
    ['https://www.sogou.com/web?keyword=k', 'k'],
    ['https://m.sm.cn/s?q=sm', 'sm'],
    ['https://www.so.com/s?q=so', 'so'],
    ['https://search.yahoo.com/search?p=y', 'y'],
    ['https://www.baidu.com/s', '未取到值'],
    ['https://www.baidu.com/s?other=1', '未取到值'],
    ['https://other.example/?q=x', '未取到值'],
    ['https://www.baidu.com/s?wd=%E0%A4%A', '%E0%A4%A'],
  ])('search keyword of %j is %j', (referrer, expected) => {
    expect(searchKeyword(referrer)).toBe(expected);
  });

  it.each([
    ['  https://a.example/%E4%BA%8C  ', true, 'https://a.example/二'],
    ['https://www.baidu.com/s?wd=x', true, 'https://www.baidu.com/s?wd=x'],
    ['https://www.baidu.com/s?wd=x', false, 'https://www.baidu.com/s'],
    ['https://a.example/%E0%A4%A', true, 'https://a.example/%E0%A4%A'],
    [
      `https://a.example/${'x'.repeat(300)}`,
      true,
      `https://a.example/${'x'.repeat(300)}`.slice(0, 200),
    ],
  ])('referrer %j (keep baidu query %j) is %j', (referrer, keep, expected) => {
    expect(firstReferrer(referrer, keep)).toBe(expected);
  });

  it('puts the properties in sa-sdk order, with the utm of the address', () => {
    const now = Date.UTC(2026, 10, 23, 1, 2, 3, 4);
    const profile = firstVisitProfile({
      url: 'https://shop.example/seller?utm_source=%E5%BE%AE%E4%BF%A1&utm_campaign=c1&x=1',
      referrer: 'https://www.baidu.com/s?wd=二手',
      keepBaiduQuery: true,
      language: 'zh-CN',
      charset: 'utf-8',
      timezoneOffset: -480,
      now,
    });
    expect(profile).toEqual({
      $first_visit_time: new Date(now),
      $first_referrer: 'https://www.baidu.com/s?wd=二手',
      $first_referrer_host: 'www.baidu.com',
      $first_browser_language: 'zh-cn',
      $first_browser_charset: 'UTF-8',
      $first_traffic_source_type: '付费广告流量',
      $first_search_keyword: '二手',
      $timezone_offset: -480,
      $utm_source: '微信',
      $utm_campaign: 'c1',
    });
    expect(Object.keys(profile).slice(0, 8)).toEqual([
      '$first_visit_time',
      '$first_referrer',
      '$first_referrer_host',
      '$first_browser_language',
      '$first_browser_charset',
      '$first_traffic_source_type',
      '$first_search_keyword',
      '$timezone_offset',
    ]);
  });

  it('reports what it cannot read as sa-sdk does', () => {
    const profile = firstVisitProfile({
      url: 'https://shop.example/',
      referrer: 'not a url',
      keepBaiduQuery: true,
      language: null,
      charset: null,
      timezoneOffset: 0,
      now: 0,
    });
    expect(profile).toMatchObject({
      $first_referrer: 'not a url',
      $first_referrer_host: '取值异常',
      $first_browser_language: '取值异常',
      $first_browser_charset: '取值异常',
      $first_traffic_source_type: '引荐流量',
      $first_search_keyword: '未取到值_非http的url',
    });
    const direct = firstVisitProfile({ ...profileEnv(), referrer: '' });
    expect(direct).toMatchObject({ $first_referrer: '', $first_referrer_host: '' });
  });
});

function profileEnv() {
  return {
    url: 'https://shop.example/',
    referrer: '',
    keepBaiduQuery: true,
    language: 'en-US',
    charset: 'UTF-8',
    timezoneOffset: 0,
    now: 0,
  };
}

describe('quick("autoTrack") on a first visit', () => {
  const clock = Date.UTC(2026, 10, 23, 6, 0, 0, 0);

  function start() {
    const transport = new FakeTransport();
    const sensors = createSensors({ createTransport: () => transport, now: () => clock });
    sensors.init({ server_url: 'http://127.0.0.1/sa' });
    return { sensors, transport };
  }
  const onceProfiles = (transport: FakeTransport) =>
    transport.events.filter((event) => event.type === 'profile_set_once');
  /** The profile code loads on demand: lets the import and the build of its event happen. */
  async function settled(): Promise<void> {
    await import('../../../src/sdk/core/first-visit-profile');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await nextMicrotask();
  }

  beforeEach(() => {
    clearCookies();
    localStorage.clear();
    history.replaceState(null, '', '/seller?utm_medium=push');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends one profile_set_once after the $pageview, for the new anonymous id', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.baidu.com/s?wd=手表');
    const { sensors, transport } = start();
    sensors.quick('autoTrack');
    sensors.quick('autoTrack');
    await settled();
    const profiles = onceProfiles(transport);
    expect(profiles).toHaveLength(1);
    const [profile] = profiles;
    expect(profile?.distinct_id).toBe(sensors.getAnonymousID());
    expect(profile?.properties).toEqual({
      $first_visit_time: formatDate(new Date(clock)),
      $first_referrer: 'https://www.baidu.com/s?wd=手表',
      $first_referrer_host: 'www.baidu.com',
      $first_browser_language: navigator.language.toLowerCase(),
      $first_browser_charset: document.characterSet.toUpperCase(),
      $first_traffic_source_type: '付费广告流量',
      $first_search_keyword: '手表',
      $timezone_offset: new Date().getTimezoneOffset(),
      $utm_medium: 'push',
    });
    const types = transport.events.map((event) => event.event ?? event.type);
    expect(types.indexOf('$pageview')).toBeLessThan(types.indexOf('profile_set_once'));
  });

  it('sends nothing on a later visit (the identity cookie exists)', async () => {
    start().sensors.quick('autoTrack');
    const { sensors, transport } = start();
    sensors.quick('autoTrack');
    await settled();
    expect(transport.named('$pageview')).toHaveLength(1);
    expect(onceProfiles(transport)).toEqual([]);
  });

  it('autoTrackSinglePage cuts a baidu referrer to its path', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.baidu.com/s?wd=x');
    const { sensors, transport } = start();
    sensors.quick('autoTrackSinglePage');
    await settled();
    expect(onceProfiles(transport)[0]?.properties.$first_referrer).toBe('https://www.baidu.com/s');
  });

  it('asks the worker engine for the profile when there is one', async () => {
    const { port1: worker, port2: page } = new MessageChannel();
    const asked: FirstVisitEnv[] = [];
    expose(
      {
        firstVisitProfile: (env: FirstVisitEnv) => {
          asked.push(env);
          return { ...firstVisitProfile(env), $from: 'worker' };
        },
      },
      worker,
    );
    const transport = new FakeTransport();
    const sensors = createSensors({
      createTransport: (_options, _tab, channel) => {
        channel?.attach(connectEngine(page), page);
        return transport;
      },
      now: () => clock,
    });
    sensors.init({ server_url: 'http://127.0.0.1/sa' });
    sensors.quick('autoTrack');
    await vi.waitFor(() => expect(onceProfiles(transport)).toHaveLength(1));
    worker.close();
    page.close();
    expect(asked).toEqual([expect.objectContaining({ url: location.href, now: clock })]);
    expect(onceProfiles(transport)[0]?.properties).toMatchObject({
      $first_traffic_source_type: '付费广告流量',
      $utm_medium: 'push',
      $from: 'worker',
    });
  });

  it('skips the profile with not_set_profile, which is not sent with the $pageview', async () => {
    const { sensors, transport } = start();
    sensors.quick('autoTrack', { not_set_profile: true, channel: 'x' });
    await settled();
    expect(onceProfiles(transport)).toEqual([]);
    const [pageview] = transport.named('$pageview');
    expect(pageview?.properties.channel).toBe('x');
    expect(pageview?.properties).not.toHaveProperty('not_set_profile');
  });
});
