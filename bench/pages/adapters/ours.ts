/** Our SDK (src/sdk), configured as the app does: sensors wire format, batch sender. */
import sensors from '../../../src/sdk/index';
import type { BenchSdk } from '../bench-api';

const adapter: BenchSdk = {
  init(receiverUrl) {
    sensors.init({ server_url: `${receiverUrl}/sa`, send_type: 'batch', show_log: false });
    return Promise.resolve();
  },
  track(name, props) {
    sensors.track(name, props);
  },
};
window.benchSdk = adapter;
