/** Peer: sa-sdk-javascript with batch_send on (its documented defaults otherwise). */
import sensors from 'sa-sdk-javascript';
import type { BenchSdk } from '../bench-api';

const adapter: BenchSdk = {
  init(receiverUrl) {
    sensors.init({
      server_url: `${receiverUrl}/sa`,
      batch_send: true,
      show_log: false,
      heatmap: false,
      is_track_single_page: false,
    });
    return Promise.resolve();
  },
  track(name, props) {
    sensors.track(name, props);
  },
};
window.benchSdk = adapter;
