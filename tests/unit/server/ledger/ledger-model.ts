import type { Leg, Refusal } from '../../../../server/ledger/apply';

/**
 * The in-memory reference model of the ledger for the property test: the same
 * rules written the plainest way, with no SQL. The test runs every operation
 * against both and compares.
 */
export interface ModelAccount {
  dp: number;
  cp: number;
  dq: number;
  cq: number;
  noOverdraft: boolean;
}

export interface ModelHold {
  debit: number;
  credit: number;
  amount: number;
  resolved: boolean;
}

export class LedgerModel {
  accounts = new Map<number, ModelAccount>();
  holds = new Map<number, ModelHold>();
  keys = new Set<string>();

  addAccount(id: number, noOverdraft: boolean): void {
    this.accounts.set(id, { dp: 0, cp: 0, dq: 0, cq: 0, noOverdraft });
  }

  private account(id: number, draft: Map<number, ModelAccount>): ModelAccount {
    const found = draft.get(id);
    if (!found) throw new Error(`model: no account ${id}`);
    return found;
  }

  /**
   * What applying the legs would do: the refusal, or the new balances and the
   * holds each leg creates or resolves (nothing is changed here).
   */
  simulate(
    legs: readonly Leg[],
  ):
    | { ok: false; reason: Refusal }
    | { ok: true; draft: Map<number, ModelAccount>; resolved: number[] } {
    const draft = new Map([...this.accounts].map(([id, a]) => [id, { ...a }]));
    const resolved: number[] = [];
    for (const leg of legs) {
      if (leg.kind === 'posted' || leg.kind === 'pending') {
        if (!Number.isSafeInteger(leg.amount) || leg.amount <= 0) {
          return { ok: false, reason: 'badAmount' };
        }
        const debit = this.account(leg.debit, draft);
        if (debit.noOverdraft && debit.cp - debit.dp - debit.dq < leg.amount) {
          return { ok: false, reason: 'overdraft' };
        }
        const credit = this.account(leg.credit, draft);
        if (leg.kind === 'posted') {
          debit.dp += leg.amount;
          credit.cp += leg.amount;
        } else {
          debit.dq += leg.amount;
          credit.cq += leg.amount;
        }
        continue;
      }
      const hold = this.holds.get(leg.pendingId);
      if (!hold) return { ok: false, reason: 'holdNotFound' };
      if (hold.resolved || resolved.includes(leg.pendingId)) {
        return { ok: false, reason: 'holdResolved' };
      }
      const posted = leg.kind === 'post' ? (leg.amount ?? hold.amount) : 0;
      if (posted > hold.amount) return { ok: false, reason: 'postExceedsHold' };
      const debit = this.account(hold.debit, draft);
      const credit = this.account(hold.credit, draft);
      debit.dq -= hold.amount;
      credit.cq -= hold.amount;
      debit.dp += posted;
      credit.cp += posted;
      resolved.push(leg.pendingId);
    }
    return { ok: true, draft, resolved };
  }

  commit(
    key: string,
    legs: readonly Leg[],
    transferIds: readonly number[],
    draft: Map<number, ModelAccount>,
    resolved: number[],
  ): void {
    this.accounts = draft;
    this.keys.add(key);
    for (const id of resolved) {
      const hold = this.holds.get(id);
      if (hold) hold.resolved = true;
    }
    legs.forEach((leg, index) => {
      const id = transferIds[index];
      if (leg.kind === 'pending' && id !== undefined) {
        this.holds.set(id, {
          debit: leg.debit,
          credit: leg.credit,
          amount: leg.amount,
          resolved: false,
        });
      }
    });
  }
}
