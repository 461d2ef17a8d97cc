/**
 * Peer: posthog-js, events only — autocapture, page views, session recording,
 * flags, surveys and remote extensions are off so only `capture()` is measured.
 */
import posthog from 'posthog-js';
import type { BenchSdk } from '../bench-api';

const adapter: BenchSdk = {
  init(receiverUrl) {
    return new Promise((resolve) => {
      posthog.init('phc_bench', {
        api_host: receiverUrl,
        autocapture: false,
        capture_pageview: false,
        capture_pageleave: false,
        capture_dead_clicks: false,
        capture_exceptions: false,
        capture_performance: false,
        disable_session_recording: true,
        disable_surveys: true,
        disable_web_experiments: true,
        disable_external_dependency_loading: true,
        advanced_disable_flags: true,
        rageclick: false,
        persistence: 'localStorage',
        // Headless Chromium's user agent would otherwise be dropped as a bot.
        opt_out_useragent_filter: true,
        // Its client rate limit (10/s, burst 100 by default) would drop most of a
        // 2000-event burst: raised so the bench measures delivery, not the throttle.
        rate_limiting: { events_per_second: 10_000, events_burst_limit: 10_000 },
        loaded: () => resolve(),
      });
    });
  },
  track(name, props) {
    posthog.capture(name, props);
  },
};
window.benchSdk = adapter;
