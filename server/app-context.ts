import type { Database } from 'better-sqlite3';
import type { ServerSecrets } from './config';
import type { FaultStore } from './http/fault-store';
import type { RequestLog } from './http/request-log';
import type { SimulatedBank } from './payments/bank';
import type { SeenSignatures } from './http/seen-signatures';
import type { AppVersion } from './static/app-version';

/** What the route modules share; built once per server in app.ts. */
export interface AppContext {
  db: Database;
  secrets: ServerSecrets;
  faults: FaultStore;
  requests: RequestLog;
  version: AppVersion;
  /** Signed calls already accepted (replays are refused within the signature window). */
  seenSignatures: SeenSignatures;
  /** CONTRACTS.md: the bearer token of the operator API (and of /__dev/* off loopback). */
  operatorToken: string;
  /** The server's data folder (uploaded pictures): beside the database file, a temp folder in tests. */
  dataDir: string;
  /** Injected clock so handlers stamp times the tests can predict. */
  now: () => number;
  /** The demo bank that settles payments (server/payments/bank.ts); its timers end with the server. */
  bank: SimulatedBank;
}
