// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from 'antd-mobile';
import { showServiceStoppedModal } from '../../../src/bridge/service-stopped-modal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function dialogs(): Element[] {
  return [...document.querySelectorAll('.adm-dialog-body')];
}

// The modal loads antd-mobile's Dialog on first use; load it once up front so the tests
// wait for rendering, not for the module transform.
beforeAll(async () => {
  await import('antd-mobile/es/components/dialog');
}, 30_000);

afterEach(() => {
  act(() => Dialog.clear());
});

/** Dialogs containing `text`, once the lazily loaded Dialog has rendered them. */
async function waitForDialog(text: string): Promise<Element> {
  return vi.waitFor(() => {
    const found = dialogs().find((d) => d.textContent?.includes(text));
    if (!found) throw new Error(`no dialog with ${text}`);
    return found;
  });
}

describe('service-stopped modal (browser fallback for code 8888)', () => {
  it('shows the title, the message as plain text and one confirm button', async () => {
    let shown: Promise<void> = Promise.resolve();
    await act(async () => {
      shown = showServiceStoppedModal('<img src=x onerror="alert(1)">系统维护');
    });
    const dialog = await act(() => waitForDialog('系统维护'));
    expect(dialog.textContent).toContain('服务暂停');
    expect(dialog.textContent).toContain('<img src=x onerror="alert(1)">系统维护');
    expect(dialog.querySelector('img')).toBeNull();
    const buttons = [...dialog.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['我知道了']);
    // Confirmed, so the next test starts with no modal open.
    await act(async () => {
      buttons[0]?.click();
      await shown;
    });
  });

  it('shows one modal while one is open, and a new one after it is confirmed', async () => {
    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      first = showServiceStoppedModal('一');
      void showServiceStoppedModal('二');
    });
    await act(() => waitForDialog('一'));
    // Closed dialogs of earlier tests may still be animating out: look at the text.
    const withText = (text: string) => dialogs().filter((d) => d.textContent?.includes(text));
    expect(withText('一')).toHaveLength(1);
    expect(withText('二')).toHaveLength(0);
    await act(async () => {
      (withText('一')[0]?.querySelector('button') as HTMLButtonElement).click();
      await first;
    });
    await act(async () => {
      void showServiceStoppedModal('三');
    });
    await act(() => waitForDialog('三'));
    expect(withText('三')).toHaveLength(1);
  });
});
