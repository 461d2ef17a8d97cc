/**
 * The visitor profile that sa-sdk-javascript's quick('autoTrack') and
 * autoTrackSinglePage send once, on a first visit, as `profile_set_once`
 * (its qt(), at(), tt(), rt() and the Utm plugin, with their default source
 * lists). Pure: the page is passed in as a snapshot. The analytics worker computes
 * it (engine-protocol.ts firstVisitProfile), so a cold start, always a first visit,
 * fetches none of it on the main thread; the page imports it only without a worker.
 */
import { MAX_REFERRER_LENGTH } from './constants';

export interface FirstVisitEnv {
  /** location.href and document.referrer of the first page. */
  url: string;
  referrer: string;
  /** autoTrack keeps a baidu referrer's query; autoTrackSinglePage cuts it (sa-sdk's Qe()). */
  keepBaiduQuery: boolean;
  /** navigator.language and document.characterSet (null when the browser has none). */
  language: string | null;
  charset: string | null;
  /** Date#getTimezoneOffset(), minutes west of UTC. */
  timezoneOffset: number;
  now: number;
}

/** sa-sdk's value for anything it could not read. */
const UNREADABLE = '取值异常';
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'];
const PAID_PATTERN = new RegExp(`(${UTM_KEYS.join('|')})\\=[^&]+`);
const SEARCH_SITES = [
  'www.baidu.',
  'm.baidu.',
  'm.sm.cn',
  'so.com',
  'sogou.com',
  'youdao.com',
  'google.',
  'yahoo.com/',
  'bing.com/',
  'ask.com/',
];
const SOCIAL_SITES = [
  'weibo.com',
  'renren.com',
  'kaixin001.com',
  'douban.com',
  'qzone.qq.com',
  'zhihu.com',
  'tieba.baidu.com',
  'weixin.qq.com',
];
/** Search engines by host, and the query parameters holding the keyword (rt() and tt()). */
const ENGINES: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/^.*\.baidu\.com$/, ['wd', 'word', 'kw', 'keyword']],
  [/^.*\.bing\.com$/, ['q']],
  [/^www\.google\.com$|^www\.google\.com\.[a-z]{2}$|^www\.google\.[a-z]{2}$/, ['q']],
  [/^m\.sm\.cn$/, ['q']],
  [/^.+\.so\.com$/, ['q']],
  [/^.*\.sogou\.com$/, ['query', 'keyword']],
  [/^.*\.yahoo\.com$/, ['p']],
];

function decode(text: string, full: (s: string) => string): string {
  try {
    return full(text);
  } catch {
    return text;
  }
}

function hostname(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** sa-sdk's referrer value: trimmed, decodeURI-d, maybe a baidu search without its query, 200 chars. */
export function firstReferrer(referrer: string, keepBaiduQuery: boolean): string {
  let value = decode(referrer.trim(), decodeURI);
  if (!keepBaiduQuery && value.startsWith('https://www.baidu.com/')) {
    value = value.split('?')[0] ?? '';
  }
  return value.slice(0, MAX_REFERRER_LENGTH);
}

/** Query parameters of a URL as sa-sdk reads them (decodeURIComponent, last one wins). */
function queryOf(url: string): Map<string, string> {
  const params = new Map<string, string>();
  const query = url.split('?')[1] ?? '';
  for (const pair of query.split('&')) {
    const at = pair.indexOf('=');
    if (at === -1) continue;
    params.set(
      decode(pair.slice(0, at), decodeURIComponent),
      decode(pair.slice(at + 1), decodeURIComponent),
    );
  }
  return params;
}

/** at(): paid (utm in the address), search, social, direct or referral traffic. */
export function trafficSourceType(url: string, referrer: string): string {
  if (!url) return '获取url异常';
  if (PAID_PATTERN.test(url)) return '付费广告流量';
  const referrerPath = referrer.split('?')[0] ?? '';
  if (SEARCH_SITES.some((site) => referrerPath.includes(site))) return '自然搜索流量';
  if (SOCIAL_SITES.some((site) => referrerPath.includes(site))) return '社交网站流量';
  return referrer === '' ? '直接流量' : '引荐流量';
}

/** tt(): the keyword a search engine put in the referrer's query. */
export function searchKeyword(referrer: string): string {
  if (!referrer.startsWith('http')) {
    return referrer === '' ? '未取到值_直接打开' : '未取到值_非http的url';
  }
  const host = hostname(referrer);
  const params = queryOf(referrer);
  const engine = ENGINES.find(([pattern]) => pattern.test(host));
  for (const name of engine?.[1] ?? []) {
    const keyword = params.get(name);
    if (keyword) return keyword;
  }
  return '未取到值';
}

/** The Utm plugin: utm_* of the address (regex read, decoded), sent as $utm_*. */
function utmProperties(url: string): Record<string, string> {
  const decoded = decode(url, decodeURIComponent);
  const utm: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const match = new RegExp(`[?&]${key}=([^&#]*)`).exec(decoded);
    const value = match?.[1] ? decode(match[1], decodeURIComponent) : '';
    if (value) utm[`$${key}`] = value;
  }
  return utm;
}

/** The `profile_set_once` properties of a first visit (the visit time as a Date, per the data rules). */
export function firstVisitProfile(env: FirstVisitEnv): Record<string, unknown> {
  const referrer = firstReferrer(env.referrer, env.keepBaiduQuery);
  return {
    $first_visit_time: new Date(env.now),
    $first_referrer: referrer,
    $first_referrer_host: referrer ? hostname(referrer) || UNREADABLE : '',
    $first_browser_language: env.language === null ? UNREADABLE : env.language.toLowerCase(),
    $first_browser_charset: env.charset === null ? UNREADABLE : env.charset.toUpperCase(),
    $first_traffic_source_type: trafficSourceType(env.url, env.referrer),
    $first_search_keyword: searchKeyword(env.referrer),
    $timezone_offset: env.timezoneOffset,
    ...utmProperties(env.url),
  };
}
