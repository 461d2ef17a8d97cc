import { allOf } from '../../../api/query/query-keys';
import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import {
  defaultAddress,
  returnAddressSave,
  userReturnAddresses,
  validatePrimaryAddress,
} from '../../../shared/contracts/seller-order';

// Page-only ('always', as the other consignment changes): the form keeps its draft offline.
const saveReturnAddressChange = defineChange(returnAddressSave, {
  networkMode: 'always',
  onSuccess: (client) =>
    Promise.all(
      [defaultAddress, validatePrimaryAddress, userReturnAddresses].map((endpoint) =>
        client.invalidateQueries({ queryKey: allOf(endpoint) }),
      ),
    ),
});

export const useSaveReturnAddress = () => useChange(saveReturnAddressChange);
