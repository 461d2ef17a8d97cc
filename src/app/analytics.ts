/**
 * Starts the analytics SDK for the app: the sensors instance on window.sensors
 * (the host app calls into it), the global page properties of spec 000 §3,
 * single-page autotrack, the heat map and visual tracking.
 */
import sensors from '../sdk';
import type { Sensors } from '../sdk/sensors-types';
import { startExperiments } from './experiments/start-experiments';
import { startPopups } from './popups/start-popups';

declare global {
  interface Window {
    sensors: Sensors;
  }
}

// spec 000 §3 / spec 001 §9: global analytics page properties.
const PAGE_PROPERTIES = {
  platform_type: 'H5',
  app_name: '拍卖二手交易',
  product_line: 'h5-in-app',
  function_identifier: 'direct_sale_auction',
};

export function startAnalytics(): void {
  window.sensors = sensors;
  sensors.init({
    server_url: `${location.origin}/sa`,
    send_type: 'batch',
    is_track_single_page: true,
    heatmap: {
      clickmap: 'default',
      scroll_notice_map: 'default',
      get_vtrack_config: true,
      // spec 001 §2: the click map is limited to one page host and path; the app's own pages.
      limit: { host: location.host, path: '/*' },
    },
  });
  sensors.registerPage(PAGE_PROPERTIES);
  // Before autotrack: the page-load $pageview waits for a link experiment's decision.
  startExperiments();
  sensors.quick('autoTrackSinglePage');
  // After autotrack is on: campaigns start in the worker; the renderer loads on the first popup.
  startPopups();
}
