/**
 * The A/B plugin's entry, as sa-sdk-javascript's plugin file: importing it
 * registers `SensorsABTest`, so `sensors.use('SensorsABTest', options)` works.
 * The SDK itself does not import it: a page without experiments carries none
 * of it, and a page with them carries only the shim until `use` loads the rest.
 */
import { registerPlugin } from '../plugin-registry';
import { createAbtestPlugin } from './abtest-plugin';

export type { AbtestInstance } from './abtest-plugin';

registerPlugin('SensorsABTest', () => createAbtestPlugin());
