import { defineRecord } from '../../../api/query/define-record';
import {
  evaluationBrandList,
  evaluationCategoryList,
  evaluationProductList,
  evaluationSearchProduct,
  evaluationSeriesProductList,
} from '../../../shared/contracts/seller-evaluation';

// The catalogue a seller picks a phone from (spec 000 §7 "Seller calls"); each list
// is empty-stated when the platform has nothing there.
const noItems = (data: { list: readonly unknown[] }) => data.list.length === 0;

export const categoryRecord = defineRecord(evaluationCategoryList, { isEmpty: noItems });
export const brandRecord = defineRecord(evaluationBrandList, { isEmpty: noItems });
export const seriesProductRecord = defineRecord(evaluationSeriesProductList, { isEmpty: noItems });
export const productListRecord = defineRecord(evaluationProductList, { isEmpty: noItems });
export const searchProductRecord = defineRecord(evaluationSearchProduct, { isEmpty: noItems });
