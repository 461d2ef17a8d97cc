import { describe, expect, it, vi } from 'vitest';
import { createVersionWatcher } from '../../../src/app/version-check';
import { decideVersion } from '../../../src/app/version-decision';

describe('decideVersion', () => {
  it.each([
    ['no header', { baseline: 'v1', latest: null, reloadedTo: null }, { action: 'ignore' }],
    ['empty header', { baseline: 'v1', latest: '', reloadedTo: null }, { action: 'ignore' }],
    [
      'first sighting',
      { baseline: null, latest: 'v1', reloadedTo: null },
      { action: 'baseline', version: 'v1' },
    ],
    ['unchanged', { baseline: 'v1', latest: 'v1', reloadedTo: null }, { action: 'same' }],
    [
      'changed',
      { baseline: 'v1', latest: 'v2', reloadedTo: null },
      { action: 'reload', version: 'v2' },
    ],
    [
      'changed again after an earlier reload to another version',
      { baseline: 'v2', latest: 'v3', reloadedTo: 'v2' },
      { action: 'reload', version: 'v3' },
    ],
    [
      'still differs after reloading to it (loop guard)',
      { baseline: 'v1', latest: 'v2', reloadedTo: 'v2' },
      { action: 'adopt', version: 'v2' },
    ],
  ] as const)('%s', (_label, input, expected) => {
    expect(decideVersion(input)).toEqual(expected);
  });
});

function fakeWatcher(answers: Array<string | null | Error>, marker: string | null = null) {
  const state = { marker, reloads: 0 };
  const watcher = createVersionWatcher({
    fetchVersion: vi.fn(async () => {
      const next = answers.shift() ?? null;
      if (next instanceof Error) throw next;
      return next;
    }),
    readMarker: () => state.marker,
    writeMarker: (version) => {
      state.marker = version;
    },
    reload: () => {
      state.reloads += 1;
    },
  });
  return { watcher, state };
}

describe('createVersionWatcher', () => {
  it('reloads once when the header changes after the baseline', async () => {
    const { watcher, state } = fakeWatcher(['v1', 'v1', 'v2', 'v3']);
    await watcher.check();
    await watcher.check();
    expect(state.reloads).toBe(0);
    expect((await watcher.check()).action).toBe('reload');
    expect(state.marker).toBe('v2');
    // A reload is under way: later checks do nothing.
    expect((await watcher.check()).action).toBe('ignore');
    expect(state.reloads).toBe(1);
  });

  it('does not reload again when the page after the reload still sees a different header', async () => {
    const { watcher, state } = fakeWatcher(['v1', 'v2', 'v2'], 'v2');
    await watcher.check();
    expect((await watcher.check()).action).toBe('adopt');
    expect((await watcher.check()).action).toBe('same');
    expect(state.reloads).toBe(0);
  });

  it('ignores failures and takes the first real answer as the baseline', async () => {
    const { watcher, state } = fakeWatcher([new Error('offline'), null, 'v1', 'v1']);
    expect((await watcher.check()).action).toBe('ignore');
    expect((await watcher.check()).action).toBe('ignore');
    expect((await watcher.check()).action).toBe('baseline');
    expect((await watcher.check()).action).toBe('same');
    expect(state.reloads).toBe(0);
  });

  it('serialises concurrent checks', async () => {
    const { watcher, state } = fakeWatcher(['v1', 'v2']);
    const [first, second] = await Promise.all([watcher.check(), watcher.check()]);
    expect(first.action).toBe('baseline');
    expect(second.action).toBe('reload');
    expect(state.reloads).toBe(1);
  });
});
