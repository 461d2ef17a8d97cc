/**
 * The visual experiment change format and its validator, for the SDK. The
 * implementation lives in src/shared/abtest/visual-changes.ts because the
 * operator API (server/abtest) applies the same check before storing changes.
 */
export {
  MAX_VISUAL_CHANGES,
  validateVisualChanges,
  type VisualChange,
  type VisualChangesCheck,
} from '../../shared/abtest/visual-changes';
