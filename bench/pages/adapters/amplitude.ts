/** Peer: @amplitude/analytics-browser, events only (no autocapture, no remote config). */
import * as amplitude from '@amplitude/analytics-browser';
import type { BenchSdk } from '../bench-api';

const adapter: BenchSdk = {
  async init(receiverUrl) {
    await amplitude.init('bench0000000000000000', undefined, {
      serverUrl: `${receiverUrl}/2/httpapi`,
      autocapture: false,
      fetchRemoteConfig: false,
      logLevel: amplitude.Types.LogLevel.None,
    }).promise;
  },
  track(name, props) {
    amplitude.track(name, props);
  },
};
window.benchSdk = adapter;
