/**
 * quick('autoTrack' | 'autoTrackSinglePage') and the heat map: $pageview (again
 * on each SPA route change), $WebPageLeave, $WebPageLoad, $WebClick, $WebStay.
 */
import { warn } from '../log';
import { resetPageEnv } from '../page-env';
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

  constructor(private readonly runtime: SdkRuntime) {}

  /** $pageview now, page leave/load timing, and (single page) one per route change. */
  start(props: unknown, singlePage: boolean): void {
    this.pageProps = this.runtime.normalize(props);
    if (this.leave !== null) {
      warn('autoTrack already started');
      return;
    }
    const leave = new PageLeaveTracker(this.runtime);
    this.leave = leave;
    this.runtime.track('$pageview', this.pageProps);
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
