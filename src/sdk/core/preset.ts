/**
 * Preset properties of sa-sdk-javascript, computed from a snapshot of the page
 * (the DOM read happens at the edge, in page-env.ts). Pure.
 */
import { SDK_VERSION } from './constants';
import { referrerValue } from './id-rules';

export interface PageEnv {
  url: string;
  host: string;
  path: string;
  title: string;
  referrer: string;
  screenWidth: number;
  screenHeight: number;
  viewportWidth: number;
  viewportHeight: number;
  /** Date#getTimezoneOffset: minutes, positive west of UTC (sa-sdk sends it as is). */
  timezoneOffset: number;
}

const SEARCH_ENGINES: Record<string, readonly string[]> = {
  'baidu.': ['wd', 'word', 'kw', 'keyword'],
  'google.': ['q'],
  'bing.com': ['q'],
  'sogou.com': ['query', 'keyword'],
  'so.com': ['q'],
  'sm.cn': ['q'],
  'yahoo.': ['p'],
};
const SOCIAL_HOSTS = ['weibo.com', 'douban.com', 'qq.com', 'weixin', 'zhihu.com', 'renren.com'];
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'];

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

function searchKeyword(url: URL, params: readonly string[]): string {
  for (const name of params) {
    const value = url.searchParams.get(name);
    if (value) return value;
  }
  return '未取到值';
}

/** sa-sdk's traffic source of a referrer (values as its dashboards expect them). */
function trafficSource(referrer: string): { type: string; keyword: string } {
  if (!referrer) return { type: '直接流量', keyword: '未取到值_直接打开' };
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return { type: '引荐流量', keyword: '未取到值' };
  }
  for (const [engine, params] of Object.entries(SEARCH_ENGINES)) {
    if (url.hostname.includes(engine))
      return { type: '搜索引擎流量', keyword: searchKeyword(url, params) };
  }
  if (SOCIAL_HOSTS.some((host) => url.hostname.includes(host))) {
    return { type: '社交网站流量', keyword: '未取到值' };
  }
  return { type: '引荐流量', keyword: '未取到值' };
}

/**
 * The persistent $latest_* properties after a page load: an internal referrer
 * (same host) keeps the previous values, any other entry replaces them.
 */
export function latestProps(
  env: PageEnv,
  previous: Record<string, unknown>,
): Record<string, unknown> {
  const internal = env.referrer !== '' && hostOf(env.referrer) === env.host;
  if (internal && Object.keys(previous).length > 0) return previous;
  const source = trafficSource(internal ? '' : env.referrer);
  const next: Record<string, unknown> = {
    $latest_traffic_source_type: source.type,
    $latest_search_keyword: source.keyword,
    $latest_referrer: internal ? '' : referrerValue(env.referrer),
  };
  let query: URLSearchParams;
  try {
    query = new URL(env.url).searchParams;
  } catch {
    return next;
  }
  for (const key of UTM_KEYS) {
    const value = query.get(key);
    if (value) next[`$latest_${key}`] = value;
  }
  return next;
}

/** Properties added to every `track` event (spec 001 §3, sa-sdk presets). */
export function presetProperties(
  env: PageEnv,
  latest: Record<string, unknown>,
  isFirstDay: boolean,
): Record<string, unknown> {
  const referrer = referrerValue(env.referrer);
  return {
    $timezone_offset: env.timezoneOffset,
    $screen_width: env.screenWidth,
    $screen_height: env.screenHeight,
    $viewport_width: env.viewportWidth,
    $viewport_height: env.viewportHeight,
    $lib: 'js',
    $lib_version: SDK_VERSION,
    ...latest,
    $referrer: referrer,
    $referrer_host: referrer ? hostOf(referrer) : '',
    $url: env.url,
    $url_path: env.path,
    $title: env.title,
    $is_first_day: isFirstDay,
  };
}

/** spec 001 §9: the new-user flag lasts to the end of the (local) day of `now`. */
export function endOfDay(now: number): number {
  const date = new Date(now);
  date.setHours(23, 59, 59, 999);
  return date.getTime();
}
