import type { QueryClient } from '@tanstack/react-query';
import { registerChanges } from '../../api/query/define-change';

/**
 * Every change of the app is defined in a `src/features/<area>/api/*.change.ts`
 * file (define-change.ts), which registers itself when imported. Importing them
 * all here, by file name and not by a hand list, means a change paused offline
 * always finds its function after a reload, whichever page the app opens on.
 * These files hold the fetcher and the cache updates only (their hooks live
 * beside them), so they cost the shell little.
 */
export const CHANGE_MODULES = import.meta.glob('../../features/*/api/*.change.ts', { eager: true });

/** Before the persisted cache is restored (src/main.tsx). */
export function registerAllChanges(client: QueryClient): void {
  registerChanges(client);
}
