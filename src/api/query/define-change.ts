import type { QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { call } from '../call';
import type { Auth, Endpoint, Idempotency } from '../../shared/contract';
import type { Keyed } from './idempotency';

/** A change contract seen through its input and data types (any idempotency). */
export type ChangeEndpoint<I, D> = Endpoint<
  z.ZodMiniType<unknown, I>,
  z.ZodMiniType<D>,
  Auth,
  Idempotency | undefined
>;

export interface ChangeConfig<I, D> {
  /** After the server answered: correct the cached copies, then invalidate them. */
  onSuccess?: (client: QueryClient, data: D, input: I) => void | Promise<unknown>;
  /**
   * 'online' (default): offline, the change is paused, persisted and sent when
   * the network returns. 'always': it cannot wait (a login), offline it fails at once.
   */
  networkMode?: 'online' | 'always';
  /**
   * The fetcher, when the change needs more than one `call` (e.g. a v2 path that
   * falls back to its v1 path); it receives the action's key like the default one.
   */
  send?: (variables: Keyed<I>) => Promise<D>;
}

export interface Change<I, D> {
  readonly endpoint: ChangeEndpoint<I, D>;
  readonly mutationKey: readonly [string];
  readonly networkMode: 'online' | 'always';
  /** The fetcher: the input with its action's key (sent as Idempotency-Key when the contract has one). */
  send: (variables: Keyed<I>) => Promise<D>;
  /** Sets the mutation defaults on a client (done for every change by `registerChanges`). */
  register: (client: QueryClient) => void;
}

const registry: Array<(client: QueryClient) => void> = [];

/**
 * A change (a contract that writes). Defining it registers its mutation
 * defaults by key, so a change paused offline and persisted finds its function
 * after a reload: the app imports every `src/features/<area>/api/*.change.ts`
 * at boot (src/app/boot/register-changes.ts) and calls `registerChanges` once,
 * before the persisted cache is restored. The hook is `useChange` (use-change.ts),
 * in a file of its own so that the boot's files stay light. A change that
 * cannot wait for the network (`networkMode: 'always'`, a login) is never
 * paused nor persisted: it needs no boot registration (useChange registers it),
 * so it lives with its hook in one page-only file.
 */
export function defineChange<I, D>(
  endpoint: ChangeEndpoint<I, D>,
  config: ChangeConfig<I, D> = {},
): Change<I, D> {
  const mutationKey = [endpoint.path] as const;
  const networkMode = config.networkMode ?? 'online';
  const send =
    config.send ??
    ((variables: Keyed<I>) => call(endpoint, variables.input, { key: variables.idempotencyKey }));
  const register = (client: QueryClient) =>
    client.setMutationDefaults(mutationKey, {
      mutationFn: send,
      networkMode,
      onSuccess: (data: D, variables: Keyed<I>) =>
        config.onSuccess?.(client, data, variables.input),
    });
  registry.push(register);
  return { endpoint, mutationKey, networkMode, send, register };
}

/** Sets the defaults of every change defined so far; the app calls it once at boot. */
export function registerChanges(client: QueryClient): void {
  for (const register of registry) register(client);
}
