// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pageEnv, resetPageEnv } from '../../../src/sdk/page-env';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('pageEnv', () => {
  it('reads the page once per task, and keeps the snapshot while the page is unchanged', async () => {
    document.title = 'first';
    const first = pageEnv();
    expect(first.title).toBe('first');
    document.title = 'changed in the same task';
    expect(pageEnv()).toBe(first);
    await nextTask();
    const second = pageEnv();
    expect(second).not.toBe(first);
    expect(second.title).toBe('changed in the same task');
    await nextTask();
    // Nothing changed since: the same object, so what was built from it is reused.
    expect(pageEnv()).toBe(second);
  });

  it('reads anew after a reset (a route change inside the task)', () => {
    const before = pageEnv();
    history.pushState(null, '', '/other?x=1');
    resetPageEnv();
    const after = pageEnv();
    expect(after).not.toBe(before);
    expect(after.path).toBe('/other');
  });
});
