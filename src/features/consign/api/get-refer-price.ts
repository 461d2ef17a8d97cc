import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineRecord } from '../../../api/query/define-record';
import {
  evaluationReferPrice,
  evaluationSkuPickup,
} from '../../../shared/contracts/seller-evaluation';

export const referPriceRecord = defineRecord(evaluationReferPrice);
export const skuPickupRecord = defineRecord(evaluationSkuPickup);

type PriceInput = Parameters<typeof referPriceRecord.options>[0];
type SkuInput = Parameters<typeof skuPickupRecord.options>[0];

/**
 * The reference price of what the seller picked so far: asked again (keyed by
 * the picks) each time a pick changes, once the input satisfies the contract;
 * the previous price stays on screen while the next one loads.
 */
export function useReferPrice(input: PriceInput | null) {
  return useQuery({
    ...referPriceRecord.options(
      input ?? { productId: 0, storageIndex: 0, colourIndex: 0, answers: [] },
    ),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}

/** The SKU (storage × colour) the seller picked, once both are chosen. */
export function useSkuPickup(input: SkuInput | null) {
  return useQuery({
    ...skuPickupRecord.options(input ?? { productId: 0, storageIndex: 0, colourIndex: 0 }),
    enabled: input !== null,
  });
}
