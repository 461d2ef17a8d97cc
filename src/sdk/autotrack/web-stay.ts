/**
 * $WebStay (scroll depth): a stay at one scroll position of at least the heat-map
 * scroll delay (4000 ms) is reported when the page scrolls away or hides, with
 * event_duration capped at scroll_event_duration (18000 ms); scroll is sampled
 * once per second (spec 001 §9).
 */
import { SCROLL_SAMPLE_MS } from '../core/constants';
import { inClickmapScope } from '../core/options';
import { stayDuration } from '../core/page-timing';
import type { SdkRuntime } from '../sdk-runtime';

export class ScrollStayTracker {
  private position = 0;
  private since: number;
  private sampleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly runtime: SdkRuntime) {
    this.since = runtime.now();
    this.position = Math.round(window.scrollY);
    window.addEventListener('scroll', () => this.schedule(), { passive: true });
  }

  /** Reports the current stay (the page is hiding) and restarts timing. */
  flush(): void {
    this.report(this.runtime.now());
    this.since = this.runtime.now();
  }

  private schedule(): void {
    if (this.sampleTimer !== null) return;
    this.sampleTimer = setTimeout(() => {
      this.sampleTimer = null;
      this.sample();
    }, SCROLL_SAMPLE_MS);
  }

  private sample(): void {
    const position = Math.round(window.scrollY);
    if (position === this.position) return;
    const now = this.runtime.now();
    this.report(now);
    this.position = position;
    this.since = now;
  }

  private report(now: number): void {
    const { scroll_delay_time, scroll_event_duration } = this.runtime.options.heatmap;
    const duration = stayDuration(this.since, now, scroll_delay_time, scroll_event_duration);
    if (duration === null) return;
    if (!inClickmapScope(this.runtime.options.heatmap.limit, location.host, location.pathname))
      return;
    this.runtime.track('$WebStay', {
      event_duration: duration,
      $viewport_position: this.position,
      $viewport_height: window.innerHeight,
      $viewport_width: window.innerWidth,
    });
  }
}
