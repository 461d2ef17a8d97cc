import { useChange } from '../../../api/query/use-change';
import type { ConsentKind } from './get-detection-consent';
import { detectionConsentChange } from './detection-consent.change';

export function useSaveDetectionConsent(kind: ConsentKind) {
  return useChange(detectionConsentChange, { matches: (input) => input.kind === kind });
}
