import { defineRecord } from '../../../api/query/define-record';
import { unpaidLogisticsFee } from '../../../shared/contracts/logistics';

/** spec 000 §4: return parcels whose logistics fee is still to pay. */
export const unpaidFeeRecord = defineRecord(unpaidLogisticsFee);

export const useUnpaidFee = () => unpaidFeeRecord.use({});
