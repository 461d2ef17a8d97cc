// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// The toast chunk resolved without its default export (a failed offline load that
// Vite's preload handling let through): the message must still show, as plain text.
vi.mock('antd-mobile/es/components/toast', () => ({ default: undefined }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('showToast when the toast layer did not load', () => {
  it('shows the plain fallback instead of throwing', async () => {
    const { showToast } = await import('../../../src/components/toast');
    await expect(showToast('网络异常')).resolves.toBeUndefined();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('网络异常');
  });
});
