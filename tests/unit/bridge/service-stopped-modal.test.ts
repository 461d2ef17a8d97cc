// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from 'antd-mobile';
import { showServiceStoppedModal } from '../../../src/bridge/service-stopped-modal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function dialogs(): Element[] {
  return [...document.querySelectorAll('.adm-dialog-body')];
}

afterEach(() => {
  act(() => Dialog.clear());
});

describe('service-stopped modal (browser fallback for code 8888)', () => {
  it('shows the title, the message as plain text and one confirm button', async () => {
    await act(async () => {
      void showServiceStoppedModal('<img src=x onerror="alert(1)">系统维护');
    });
    const [dialog] = dialogs();
    expect(dialog).toBeDefined();
    expect(dialog?.textContent).toContain('服务暂停');
    expect(dialog?.textContent).toContain('<img src=x onerror="alert(1)">系统维护');
    expect(dialog?.querySelector('img')).toBeNull();
    const buttons = [...(dialog?.querySelectorAll('button') ?? [])];
    expect(buttons.map((b) => b.textContent)).toEqual(['我知道了']);
  });

  it('shows one modal while one is open, and a new one after it is confirmed', async () => {
    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      first = showServiceStoppedModal('一');
      void showServiceStoppedModal('二');
    });
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
    expect(withText('三')).toHaveLength(1);
  });
});
