import DatabaseConstructor, { type Database } from 'better-sqlite3';
import fc from 'fast-check';
import { runMigrations } from '../../../../server/db/migrations';
import { ensureAccount, PLATFORM_ACCOUNTS } from '../../../../server/ledger/accounts';
import type { Leg } from '../../../../server/ledger/apply';
import { LedgerModel } from './ledger-model';

// The world and the random steps of the ledger property test (ledger-property.test.ts).

const USERS = 2;

export interface World {
  db: Database;
  model: LedgerModel;
  margins: number[];
  world: number;
  fees: number;
  bidHolds: number;
  /** Every operation applied or tried, by key, so a later step may repeat one. */
  sent: Map<string, Leg[]>;
}

// Migrated once; each run starts from a copy of the bytes (a run is milliseconds, not a migration).
const template = (() => {
  const db = new DatabaseConstructor(':memory:');
  runMigrations(db);
  const bytes = db.serialize();
  db.close();
  return bytes;
})();

export function makeWorld(): World {
  const db = new DatabaseConstructor(template);
  db.pragma('foreign_keys = ON');
  const model = new LedgerModel();
  const margins = Array.from({ length: USERS }, (_, user) =>
    ensureAccount(db, { code: `user:${user}:margin`, kind: 'margin', noOverdraft: true }),
  );
  const world = ensureAccount(db, PLATFORM_ACCOUNTS.world);
  const fees = ensureAccount(db, PLATFORM_ACCOUNTS.fees);
  const bidHolds = ensureAccount(db, PLATFORM_ACCOUNTS.bidHolds);
  for (const id of margins) model.addAccount(id, true);
  for (const id of [world, fees, bidHolds]) model.addAccount(id, false);
  return { db, model, margins, world, fees, bidHolds, sent: new Map() };
}

export type Step =
  | { type: 'topUp' | 'withdraw' | 'hold'; user: number; amount: number; fee: number }
  | { type: 'post'; pick: number; part: number }
  | { type: 'void'; pick: number }
  | { type: 'repeat'; pick: number }
  | { type: 'concurrent'; user: number; amount: number };

const user = fc.nat({ max: USERS - 1 });
const amount = fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.constantFrom(0, -5, 1.5));
export const stepArb: fc.Arbitrary<{ step: Step; crashAt: number | null }> = fc.record({
  step: fc.oneof(
    fc.record({ type: fc.constant('topUp' as const), user, amount, fee: fc.constant(0) }),
    fc.record({
      type: fc.constant('withdraw' as const),
      user,
      amount,
      fee: fc.integer({ min: 0, max: 100 }),
    }),
    fc.record({ type: fc.constant('hold' as const), user, amount, fee: fc.constant(0) }),
    fc.record({
      type: fc.constant('post' as const),
      pick: fc.nat(),
      part: fc.double({ min: 0, max: 1.2, noNaN: true }),
    }),
    fc.record({ type: fc.constant('void' as const), pick: fc.nat() }),
    fc.record({ type: fc.constant('repeat' as const), pick: fc.nat() }),
    fc.record({ type: fc.constant('concurrent' as const), user, amount }),
  ),
  // A failure thrown inside the transaction after this leg (null: none).
  crashAt: fc.oneof(
    { weight: 5, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.nat({ max: 1 }) },
  ),
});

export function legsOf(w: World, step: Step, serial: number): { key: string; legs: Leg[] } {
  const key = `k${serial}`;
  const openHolds = [...w.model.holds.keys()];
  const hold = (pick: number) => openHolds[pick % Math.max(1, openHolds.length)] ?? 999_999;
  switch (step.type) {
    case 'topUp':
    case 'concurrent':
      return {
        key,
        legs: [
          {
            kind: 'posted',
            debit: w.world,
            credit: w.margins[step.user]!,
            amount: step.amount,
            memo: '充值',
          },
        ],
      };
    case 'withdraw': {
      const legs: Leg[] = [
        {
          kind: 'pending',
          debit: w.margins[step.user]!,
          credit: w.world,
          amount: step.amount,
          memo: '提现',
        },
      ];
      if (step.fee > 0) {
        legs.push({
          kind: 'pending',
          debit: w.margins[step.user]!,
          credit: w.fees,
          amount: step.fee,
          memo: '手续费',
        });
      }
      return { key, legs };
    }
    case 'hold':
      return {
        key,
        legs: [
          {
            kind: 'pending',
            debit: w.margins[step.user]!,
            credit: w.bidHolds,
            amount: step.amount,
            memo: '冻结',
          },
        ],
      };
    case 'post': {
      const id = hold(step.pick);
      const full = w.model.holds.get(id)?.amount ?? 1;
      return {
        key,
        legs: [{ kind: 'post', pendingId: id, amount: Math.floor(full * step.part), memo: '扣款' }],
      };
    }
    case 'void':
      return { key, legs: [{ kind: 'void', pendingId: hold(step.pick), memo: '解冻' }] };
    case 'repeat': {
      const keys = [...w.sent.keys()];
      const again = keys[step.pick % Math.max(1, keys.length)];
      return again ? { key: again, legs: w.sent.get(again)! } : { key, legs: [] };
    }
  }
}
