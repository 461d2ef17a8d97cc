// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { claimTabId, releaseTabId } from '../../../src/sdk/tab-id';

describe('tab id across reloads', () => {
  beforeEach(() => sessionStorage.clear());

  it('a reload of the same tab reuses the id released at pagehide', () => {
    const first = claimTabId(1);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    releaseTabId(first);
    expect(claimTabId(2)).toBe(first);
  });

  it('a duplicated tab (copied sessionStorage of a live page) gets a fresh id', () => {
    const first = claimTabId(1);
    // The live page claimed its id: the copy holds none.
    const copy = new Map(Object.entries(sessionStorage));
    expect(copy.size).toBe(0);
    expect(claimTabId(2)).not.toBe(first);
  });

  it('ignores a malformed stored id', () => {
    sessionStorage.setItem('sensorsdata_tab_id', '<script>');
    expect(claimTabId(1)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('works without storage', () => {
    expect(claimTabId(1, null)).toMatch(/^[0-9a-f]{16}$/);
    expect(() => releaseTabId('0123456789abcdef', null)).not.toThrow();
  });
});
