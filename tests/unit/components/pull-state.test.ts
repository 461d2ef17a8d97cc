import { describe, expect, it } from 'vitest';
import {
  nextPull,
  PULL_THRESHOLD,
  type PullEvent,
  type PullState,
} from '../../../src/components/paged-list/pull-state';

const idle: PullState = { phase: 'idle', distance: 0 };
const pulling: PullState = { phase: 'pulling', distance: 30 };
const canRelease: PullState = { phase: 'canRelease', distance: 80 };
const refreshing: PullState = { phase: 'refreshing', distance: PULL_THRESHOLD };
const complete: PullState = { phase: 'complete', distance: PULL_THRESHOLD };

describe('nextPull', () => {
  it.each<[string, PullState, PullEvent, PullState]>([
    [
      'a short pull is damped by half',
      idle,
      { kind: 'move', dy: 40 },
      { phase: 'pulling', distance: 20 },
    ],
    [
      'past the threshold it can be released',
      idle,
      { kind: 'move', dy: 130 },
      { phase: 'canRelease', distance: 65 },
    ],
    [
      'the head stops growing at 120 px',
      idle,
      { kind: 'move', dy: 1000 },
      { phase: 'canRelease', distance: 120 },
    ],
    ['moving back above the start is no pull', pulling, { kind: 'move', dy: -20 }, idle],
    ['released short of the threshold it folds away', pulling, { kind: 'release' }, idle],
    ['released past the threshold it refreshes', canRelease, { kind: 'release' }, refreshing],
    [
      'a finger during the refresh changes nothing',
      refreshing,
      { kind: 'move', dy: 200 },
      refreshing,
    ],
    ['the refresh done shows 刷新成功', refreshing, { kind: 'done' }, complete],
    ['then it folds away', complete, { kind: 'reset' }, idle],
    ['a reset while pulling is ignored', pulling, { kind: 'reset' }, pulling],
  ])('%s', (_name, state, event, expected) => {
    expect(nextPull(state, event)).toEqual(expected);
  });
});
