/**
 * The sensors-compatible SDK instance (CONTRACTS: default export, as
 * sa-sdk-javascript's), so a page can `import sensors from '.../src/sdk'`.
 */
import { createSensors } from './sensors';

const sensors = createSensors();

export default sensors;
