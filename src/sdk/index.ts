/**
 * The sensors-compatible SDK instance (CONTRACTS: default export, as
 * sa-sdk-javascript's), so a page can `import sensors from '.../src/sdk'`.
 */
import { createAbtestPlugin } from './abtest/abtest-plugin';
import { registerPlugin } from './plugin-registry';
import { createSensors } from './sensors';

// sa-sdk's plugin names: `sensors.use('SensorsABTest', options)` loads the A/B layer on first use.
registerPlugin('SensorsABTest', () => createAbtestPlugin());

const sensors = createSensors();

export default sensors;
