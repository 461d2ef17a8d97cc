/**
 * Visual (codeless) tracking: pulls the config by JSONP (spec 001 §7), caches it
 * in localStorage, refreshes every 30 min (spec 001 §9) while the page is visible,
 * and adds the configured properties to matching $WebClick events. The matching
 * and extraction (visual-clicks.ts) load once the config has an event for the page
 * shown (at start, on a new config, on a route change): a page no event names, and a
 * cold start without a config, fetch none of it (issue 13 §6).
 */
import { watchRouteChanges } from '../autotrack/single-page';
import { JSONP_TIMEOUT_MS, VISUAL_REFRESH_MS } from '../core/constants';
import {
  clickEventOnPage,
  decideVisual,
  parseVisualConfig,
  visualConfigUrl,
  type VisualConfig,
} from '../core/visual-config';
import { warn } from '../log';
import type { SdkRuntime } from '../sdk-runtime';
import { unlimitedTarget } from './unlimited-target';
import type { visualClickProperties } from './visual-clicks';
import { loadJsonp } from './jsonp';

interface VisualClicks {
  visualClickProperties: typeof visualClickProperties;
}
export type LoadVisualClicks = () => Promise<VisualClicks>;

const CACHE_KEY = 'sensorsdata_vtrack_config';
const CALLBACK = 'saJSSDKVtrackCollectConfig';

interface Cache {
  updateTime: number;
  serverUrl: string;
  data: unknown;
}

export class VisualTracker {
  private config: VisualConfig | null = null;
  /** The config as the server sent it, for the cache. */
  private raw: unknown = null;
  private updateTime = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private clicks: VisualClicks | null = null;
  private clicksLoading = false;

  constructor(
    private readonly runtime: SdkRuntime,
    private readonly loadClicks: LoadVisualClicks = () => import('./visual-clicks'),
  ) {
    this.readCache();
    this.needClicks();
    watchRouteChanges(() => this.needClicks());
    const age = runtime.now() - this.updateTime;
    if (this.config && age >= 0 && age < VISUAL_REFRESH_MS)
      this.scheduleFetch(VISUAL_REFRESH_MS - age);
    else void this.fetch();
    runtime.hideHooks.push(() => this.clearTimer());
    runtime.showHooks.push(() => {
      const elapsed = this.runtime.now() - this.updateTime;
      if (elapsed >= VISUAL_REFRESH_MS) void this.fetch();
      else this.scheduleFetch(VISUAL_REFRESH_MS - elapsed);
    });
  }

  /** Properties of every matching webclick config for this click. */
  enrich(el: Element, props: Record<string, unknown>): Record<string, unknown> {
    if (!this.config || !this.clicks) return {};
    const page = { host: location.host, path: location.pathname };
    return this.clicks.visualClickProperties(this.config.events, el, props, page);
  }

  /** Loads the matching code once the config names this page (it stays loaded). */
  private needClicks(): void {
    if (this.clicks || this.clicksLoading || !this.config) return;
    const { host, pathname } = location;
    if (!this.config.events.some((event) => clickEventOnPage(event, host, pathname))) return;
    this.clicksLoading = true;
    this.loadClicks().then(
      (clicks) => {
        this.clicks = clicks;
      },
      (error: unknown) => {
        this.clicksLoading = false; // the next page or config tries again
        warn('visual click properties unavailable:', error);
      },
    );
  }

  /** A configured unlimited_div element containing the click target, if any. */
  target(el: Element): Element | null {
    return this.config ? unlimitedTarget(this.config.events, el) : null;
  }

  async fetch(): Promise<void> {
    this.clearTimer();
    const url = visualConfigUrl(
      this.runtime.options.server_url,
      location.host,
      this.config?.version ?? '',
    );
    if (url === null) return;
    const outcome = await loadJsonp(url, CALLBACK, JSONP_TIMEOUT_MS);
    const decision = decideVisual(outcome);
    this.updateTime = this.runtime.now();
    if (decision.action === 'apply') {
      const args = outcome.kind === 'called' ? outcome.args : [];
      this.config = decision.config;
      this.raw = typeof args[0] === 'number' ? args[1] : args[0];
      this.needClicks();
    } else if (decision.action === 'clear') {
      this.config = null;
      this.raw = null;
    } else if (outcome.kind !== 'loaded-without-call') {
      warn('visual config not loaded:', outcome.kind);
    }
    this.writeCache();
    this.scheduleFetch(VISUAL_REFRESH_MS);
  }

  private writeCache(): void {
    const cache: Cache = {
      updateTime: this.updateTime,
      serverUrl: this.runtime.options.server_url,
      data: this.config ? this.raw : null,
    };
    try {
      localStorage.setItem(CACHE_KEY, JSON.stringify(cache));
    } catch {
      // The config stays in memory for this page.
    }
  }

  private readCache(): void {
    try {
      const cache = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as Partial<Cache> | null;
      if (!cache || cache.serverUrl !== this.runtime.options.server_url) return;
      this.config = parseVisualConfig(cache.data);
      this.raw = cache.data;
      this.updateTime = typeof cache.updateTime === 'number' ? cache.updateTime : 0;
    } catch {
      this.config = null;
    }
  }

  private scheduleFetch(delayMs: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => void this.fetch(), delayMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
