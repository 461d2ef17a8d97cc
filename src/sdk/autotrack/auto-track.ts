/**
 * quick('autoTrack' | 'autoTrackSinglePage') and the heat map: $pageview (again
 * on each SPA route change), $WebPageLeave, $WebPageLoad, $WebClick, $WebStay.
 */
import type { FirstVisitEnv } from '../core/first-visit-profile';
import type { EngineCaller } from '../engine-port';
import { warn } from '../log';
import { pageEnv, resetPageEnv } from '../page-env';
import { profileCall } from '../profile-calls';
import type { SdkRuntime } from '../sdk-runtime';
import type { Properties } from '../sensors-types';
import { PageLeaveTracker } from './page-leave';
import { trackPageLoad } from './page-load';
import { watchRouteChanges } from './single-page';
import { watchClicks, type ClickEnricher } from './web-click';
import { ScrollStayTracker } from './web-stay';

export class AutoTracker {
  private leave: PageLeaveTracker | null = null;
  private singlePage = false;
  private pageProps: Properties = {};
  private profileSent = false;

  constructor(
    private readonly runtime: SdkRuntime,
    /** The worker engine's calls: the first-visit profile is computed there. */
    private readonly engine?: EngineCaller,
  ) {}

  /** $pageview now, page leave/load timing, and (single page) one per route change. */
  start(props: unknown, singlePage: boolean): void {
    // sa-sdk: a truthy `not_set_profile` skips the first-visit profile and is not sent.
    const skipProfile = readsTrue(props, 'not_set_profile');
    this.pageProps = this.runtime.normalize(props);
    if (skipProfile) delete this.pageProps.not_set_profile;
    if (this.leave !== null) {
      warn('autoTrack already started');
      return;
    }
    const leave = new PageLeaveTracker(this.runtime);
    this.leave = leave;
    this.runtime.track('$pageview', this.pageProps);
    if (!skipProfile) this.sendFirstVisitProfile(!singlePage);
    leave.recoverStale();
    leave.start(document.referrer);
    trackPageLoad(this.runtime);
    this.runtime.hideHooks.push(() => leave.leave());
    this.runtime.showHooks.push(() => leave.start());
    if (singlePage && !this.singlePage) {
      this.singlePage = true;
      watchRouteChanges((from) => this.routeChanged(leave, from));
    }
  }

  /**
   * sa-sdk: on a first visit (no identity cookie before this page: a new
   * anonymous id), one `profile_set_once` with the first-touch properties. The
   * page is read now; the worker computes them (a thin main thread), and the page
   * loads that code itself only when there is no worker to ask.
   */
  private sendFirstVisitProfile(keepBaiduQuery: boolean): void {
    if (!this.runtime.identity.firstVisit || this.profileSent) return;
    this.profileSent = true;
    const page = pageEnv();
    const env: FirstVisitEnv = {
      url: page.url,
      referrer: page.referrer,
      keepBaiduQuery,
      language: typeof navigator.language === 'string' ? navigator.language : null,
      charset: typeof document.characterSet === 'string' ? document.characterSet : null,
      timezoneOffset: page.timezoneOffset,
      now: this.runtime.now(),
    };
    const inPage = (): Promise<Record<string, unknown>> =>
      import('../core/first-visit-profile').then(({ firstVisitProfile }) => firstVisitProfile(env));
    const computed = this.engine ? this.engine('firstVisitProfile', env).catch(inPage) : inPage();
    computed
      .then((profile) => profileCall(this.runtime, 'profile_set_once', profile))
      .catch((error: unknown) => warn('first-visit profile failed:', error));
  }

  /** Heat map collection per the `heatmap` options (sa-sdk: on at init). */
  startHeatmap(visual?: ClickEnricher): void {
    const { heatmap } = this.runtime.options;
    if (heatmap.clickmap === 'default' || visual) watchClicks(this.runtime, visual);
    if (heatmap.scroll_notice_map === 'default') {
      const stay = new ScrollStayTracker(this.runtime);
      this.runtime.hideHooks.unshift(() => stay.flush());
    }
  }

  private routeChanged(leave: PageLeaveTracker, from: string): void {
    leave.leave();
    resetPageEnv();
    this.runtime.setReferrer(from);
    this.runtime.track('$pageview', this.pageProps);
    leave.start(from);
  }
}

/** `props[key]` is truthy; never throws (a hostile getter reads as false). */
function readsTrue(props: unknown, key: string): boolean {
  try {
    return typeof props === 'object' && props !== null && Boolean((props as Properties)[key]);
  } catch {
    return false;
  }
}
