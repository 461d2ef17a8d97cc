import DatabaseConstructor from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../../../server/db/migrations';
import {
  balanceOf,
  platformAccount,
  spendable,
  userAccount,
} from '../../../../server/ledger/accounts';
import { applyOperation, type Leg } from '../../../../server/ledger/apply';
import { auditLedger } from '../../../../server/ledger/audit';
import { settleKey, settleLegs, startKey } from '../../../../server/payments/money-moves';
import { walletStartLegs } from '../../../../server/payments/wallet-moves';
import { transferLegs, type TransferKind } from '../../../../server/wallet/transfers';
import { LedgerModel } from './ledger-model';
import {
  checkMeaning,
  emptyFigures,
  USERS,
  walletMeaning,
  type Built,
  type MeaningWorld,
  type Step,
} from './wallet-meaning';

// The ledger property test extended with the bank wallet (Funds II): recharges and
// withdrawals started and settled (success or failure) through the real leg
// builders, transfers wallet <-> margin and to another user's wallet, repeated
// keys and crashes mid-operation, against the reference model of ledger-model.ts;
// after every step the auditor finds nothing and every balance equals the model's.

interface World extends MeaningWorld {
  model: LedgerModel;
  built: Map<string, Built>;
  sent: Map<string, Leg[]>;
}

const template = (() => {
  const db = new DatabaseConstructor(':memory:');
  runMigrations(db);
  const insert = db.prepare(
    "INSERT INTO users (id, phone, nick_name, password_hash) VALUES (?, ?, '测试', 'x')",
  );
  for (const id of USERS) insert.run(id, `1380000000${id}`);
  const bytes = db.serialize();
  db.close();
  return bytes;
})();

function makeWorld(): World {
  const db = new DatabaseConstructor(template);
  db.pragma('foreign_keys = ON');
  const model = new LedgerModel();
  for (const id of USERS) {
    model.addAccount(userAccount(db, id, 'wallet'), true);
    model.addAccount(userAccount(db, id, 'margin'), true);
  }
  for (const which of ['world', 'fees'] as const)
    model.addAccount(platformAccount(db, which), false);
  return { db, model, started: [], payments: new Map(), built: new Map(), sent: new Map() };
}

const user = fc.constantFrom(...USERS);
const amount = fc.oneof(fc.integer({ min: 1, max: 3_000 }), fc.constantFrom(0, -5, 2.5));
const stepArb = fc.record({
  step: fc.oneof(
    fc.record({ type: fc.constant('recharge' as const), user, amount, fee: fc.constant(0) }),
    fc.record({
      type: fc.constant('withdraw' as const),
      user,
      amount,
      fee: fc.integer({ min: 0, max: 200 }),
    }),
    fc.record({ type: fc.constant('settle' as const), pick: fc.nat(), success: fc.boolean() }),
    fc.record({
      type: fc.constant('transfer' as const),
      user,
      kind: fc.constantFrom<TransferKind>('WALLET_TO_MARGIN', 'MARGIN_TO_WALLET', 'TO_SELLER'),
      amount,
    }),
    fc.record({ type: fc.constant('repeat' as const), pick: fc.nat() }),
  ),
  crashAt: fc.oneof(
    { weight: 5, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.nat({ max: 1 }) },
  ),
});

function operationOf(w: World, step: Step, serial: number): { key: string; legs: Leg[] } {
  switch (step.type) {
    case 'recharge':
    case 'withdraw': {
      const kind = step.type === 'recharge' ? 'WALLET_RECHARGE' : 'WALLET_WITHDRAW';
      // A withdrawal's fee is part of its amount (what arrives is amount - fee).
      const total = step.amount + step.fee;
      const legs = walletStartLegs(w.db, {
        userId: step.user,
        kind,
        amountCents: total,
        feeCents: step.fee,
      });
      return { key: startKey(`P${serial}`), legs };
    }
    case 'settle': {
      const payNo = w.started[step.pick % Math.max(1, w.started.length)] ?? 'P-none';
      const key = settleKey(payNo);
      // A key never applied (refused, crashed) may be built again with another meaning.
      if (!w.model.keys.has(key)) w.built.set(key, { step, serial, payNo });
      return { key, legs: settleLegs(w.db, payNo, step.success) };
    }
    case 'transfer': {
      const other = USERS.find((id) => id !== step.user) ?? step.user;
      const legs = transferLegs(w.db, {
        userId: step.user,
        kind: step.kind,
        toUserId: step.kind === 'TO_SELLER' ? other : null,
        amountCents: step.amount,
      });
      return { key: `xfer:T${serial}`, legs };
    }
    case 'repeat': {
      const keys = [...w.sent.keys()];
      const again = keys[step.pick % Math.max(1, keys.length)];
      return again ? { key: again, legs: w.sent.get(again)! } : { key: `none${serial}`, legs: [] };
    }
  }
}

/** Applies to both; true when the operation was newly applied (not refused, replayed or crashed). */
function applyBoth(w: World, key: string, legs: Leg[], crashAt: number | null): boolean {
  w.sent.set(key, legs);
  const seen = w.model.keys.has(key);
  const simulated = seen ? null : w.model.simulate(legs);
  const crashes = crashAt !== null && crashAt < legs.length && !seen;
  const run = () =>
    applyOperation(
      w.db,
      { key, kind: 'wallet-test', legs, now: 1 },
      {
        afterLeg: (index) => {
          if (crashes && index === crashAt) throw new Error('injected crash');
        },
      },
    );
  if (crashes && simulated?.ok !== false) {
    expect(run).toThrow('injected crash');
    return false;
  }
  const applied = run();
  if (simulated === null) {
    expect(applied).toMatchObject({ ok: true, replayed: true });
    return false;
  }
  if (!simulated.ok) {
    expect(applied).toEqual({ ok: false, reason: simulated.reason });
    return false;
  }
  expect(applied).toMatchObject({ ok: true, replayed: false });
  if (!applied.ok) return false;
  w.model.commit(key, legs, applied.transferIds, simulated.draft, simulated.resolved);
  return true;
}

function checkInvariants(w: World): void {
  expect(auditLedger(w.db)).toEqual([]);
  for (const [id, expected] of w.model.accounts) {
    const b = balanceOf(w.db, id);
    expect([b.debitsPosted, b.creditsPosted, b.debitsPending, b.creditsPending]).toEqual([
      expected.dp,
      expected.cp,
      expected.dq,
      expected.cq,
    ]);
  }
  for (const id of USERS) {
    // Neither a wallet nor a margin account ever has less than nothing to spend.
    for (const kind of ['wallet', 'margin'] as const)
      expect(spendable(balanceOf(w.db, userAccount(w.db, id, kind)))).toBeGreaterThanOrEqual(0);
  }
  const keys = w.db.prepare('SELECT op_key FROM ledger_operations').pluck().all();
  expect(new Set(keys)).toEqual(w.model.keys);
}

function runSteps(steps: Array<{ step: Step; crashAt: number | null }>): void {
  const w = makeWorld();
  const figures = emptyFigures();
  try {
    for (const [serial, { step, crashAt }] of steps.entries()) {
      const { key, legs } = operationOf(w, step, serial);
      if (legs.length === 0) continue;
      if (step.type !== 'repeat' && step.type !== 'settle' && !w.model.keys.has(key))
        w.built.set(key, { step, serial });
      if (applyBoth(w, key, legs, crashAt)) walletMeaning(w, figures, w.built.get(key)!);
      checkInvariants(w);
      checkMeaning(w, figures);
    }
  } finally {
    w.db.close();
  }
}

describe('ledger property with wallet operations and transfers', () => {
  it('keeps every invariant over random wallet sequences', () => {
    fc.assert(fc.property(fc.array(stepArb, { minLength: 1, maxLength: 40 }), runSteps), {
      numRuns: 120,
    });
  }, 120_000);
});
