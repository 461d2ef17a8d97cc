/**
 * The pull-to-refresh state machine, pure (tests/unit/components/pull-state.test.ts):
 * the finger's travel is damped by half; released past THRESHOLD it refreshes,
 * before it folds back.
 */
export type PullPhase = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

export interface PullState {
  phase: PullPhase;
  /** Height of the head above the list, px. */
  distance: number;
}

export type PullEvent =
  { kind: 'move'; dy: number } | { kind: 'release' } | { kind: 'done' } | { kind: 'reset' };

/** antd-mobile's thresholds: 60 px to release, the head as tall as that while it loads. */
export const PULL_THRESHOLD = 60;
const MAX_DISTANCE = 120;
const DAMPING = 0.5;

export const PULL_COPY: Record<Exclude<PullPhase, 'idle'>, string> = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '加载中…',
  complete: '刷新成功',
};

export function nextPull(state: PullState, event: PullEvent): PullState {
  switch (event.kind) {
    case 'move': {
      if (state.phase === 'refreshing' || state.phase === 'complete') return state;
      const distance = Math.min(Math.max(event.dy * DAMPING, 0), MAX_DISTANCE);
      if (distance === 0) return { phase: 'idle', distance: 0 };
      return { phase: distance >= PULL_THRESHOLD ? 'canRelease' : 'pulling', distance };
    }
    case 'release':
      if (state.phase === 'canRelease') return { phase: 'refreshing', distance: PULL_THRESHOLD };
      if (state.phase === 'pulling') return { phase: 'idle', distance: 0 };
      return state;
    case 'done':
      return state.phase === 'refreshing' ? { phase: 'complete', distance: PULL_THRESHOLD } : state;
    case 'reset':
      return state.phase === 'complete' ? { phase: 'idle', distance: 0 } : state;
  }
}
