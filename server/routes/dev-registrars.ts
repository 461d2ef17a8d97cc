import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerBankDevControls } from '../dev/bank-controls';
import { registerConsignmentDevControls } from '../dev/consignment-controls';
import { registerCoreDevControls } from './dev-controls';

/**
 * Adds development controls to the /__dev scope. `scope` is already behind the access
 * gate; declare paths relative to /__dev (`scope.post('/bank/settle', …)` answers
 * `POST /__dev/bank/settle`).
 */
export type DevRegistrar = (scope: FastifyInstance, ctx: AppContext) => void;

/** Every area's development controls: an area adds its registrar here, one line. */
export const DEV_REGISTRARS: readonly DevRegistrar[] = [
  registerCoreDevControls,
  registerBankDevControls,
  registerConsignmentDevControls,
];
