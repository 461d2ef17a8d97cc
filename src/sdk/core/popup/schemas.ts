/**
 * The campaign server's zod/mini schemas, shared with the reference server's
 * operator API: they live in src/shared/popups/plan-schemas.ts and are
 * re-exported here under their old path.
 */
export * from '../../../shared/popups/plan-schemas';
