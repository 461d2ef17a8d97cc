import {
  amountMarginOriginalList,
  amountMarginOutList,
} from '../../../shared/contracts/fund-records';
import { defineRecordPages } from './record-pages';

/** /fundsTurnover: money into (original) and out of the margin account. */
export const marginInPages = defineRecordPages(amountMarginOriginalList, (_: object, page) => page);
export const marginOutPages = defineRecordPages(amountMarginOutList, (_: object, page) => page);

export function useMarginIn() {
  return marginInPages.use({});
}

export function useMarginOut() {
  return marginOutPages.use({});
}
