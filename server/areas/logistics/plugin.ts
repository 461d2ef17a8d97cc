import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import {
  addressList,
  expressInfo,
  unpaidLogisticsFee,
} from '../../../src/shared/contracts/logistics';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { addressesOfType, findShipment, unpaidFees } from '../../store/logistics';

/** spec 000 §7 logistics and platform addresses; a user tracks only their own shipments. */
export const logisticsArea = defineArea('logistics', (route) => {
  route(expressInfo, ({ input, user, ctx }) => {
    return findShipment(ctx.db, user.id, input.expressNo) ?? fail(BUSINESS_ERRORS.notFound);
  });

  route(unpaidLogisticsFee, ({ user, ctx }) => unpaidFees(ctx.db, user.id));

  // Warehouse addresses are where a seller ships goods: any signed-in user may read them.
  route(addressList, ({ input, ctx }) => addressesOfType(ctx.db, input.type));
});
