// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  PopupDecision,
  PopupOutcome,
  PopupPlanView,
} from '../../../../src/sdk/core/popup-protocol';
import { createPopupDisplay } from '../../../../src/sdk/popup/popup-display';
import { readPopupOptions } from '../../../../src/sdk/popup/popup-options';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const HOSTILE = JSON.stringify({
  template: {
    title: '<img src=x onerror="window.__pwned=1">',
    text: '<script>window.__pwned=2</script>',
    image_url: 'javascript:alert(1)',
    buttons: [
      {
        text: '<b onclick="window.__pwned=3">去看看</b>',
        action: { type: 'openlink', value: 'javascript:window.__pwned=4' },
      },
      { text: '官网', action: { type: 'openlink', value: 'https://example.com/a' } },
      { text: '关闭', action: { type: 'close' } },
    ],
  },
});

function setUp(listeners: Record<string, unknown> = {}) {
  const result = readPopupOptions(
    { api_base_url: 'http://a.test', popup_listener: { openlink: 'auto' }, ...listeners },
    { pageProtocol: 'http:', serverUrl: 'http://a.test/sa', navigate: () => undefined },
  );
  if (!result.ok) throw new Error(result.error);
  const tracked: Array<[string, Record<string, unknown>]> = [];
  const reports: Array<[string, PopupOutcome]> = [];
  const visits: string[] = [];
  const display = createPopupDisplay({
    options: result.options,
    track: (event, props) => tracked.push([event, props]),
    libVersion: '1.26.2',
    report: (id, outcome) => reports.push([id, outcome]),
    navigate: (url) => visits.push(url),
    doc: document,
  });
  return { display, tracked, reports, visits };
}

const decision = (id: string, plan: Partial<PopupPlanView> = {}): PopupDecision => ({
  decisionId: id,
  displayUuid: `uuid-${id}`,
  plan: {
    plan_id: id,
    is_control_group: false,
    is_trigger: true,
    popup_type: 'PRESET',
    content: HOSTILE,
    ...plan,
  },
});

const dialog = () => document.querySelector<HTMLElement>('[data-sf-popup]');

describe('popup display on the page', () => {
  it('renders hostile content as inert text, with the dialog marker and real buttons', async () => {
    const t = setUp();
    await t.display.handle(decision('5'));
    const root = dialog();
    expect(root?.getAttribute('data-sf-popup')).toBe('5');
    expect(root?.getAttribute('role')).toBe('dialog');
    expect(root?.querySelector('script, b, [onerror], [onclick]')).toBeNull();
    expect(root?.querySelector('img')).toBeNull(); // javascript: image refused
    expect(root?.textContent).toContain('<script>window.__pwned=2</script>');
    expect(root?.querySelector('h2')?.textContent).toBe('<img src=x onerror="window.__pwned=1">');
    const buttons = [...(root?.querySelectorAll('.sf-popup-buttons button') ?? [])];
    expect(buttons.map((b) => b.textContent)).toEqual([
      '<b onclick="window.__pwned=3">去看看</b>',
      '官网',
      '关闭',
    ]);
    expect(document.activeElement).toBe(buttons[0]);
    expect(t.reports).toEqual([['5', 'shown']]);
    expect(t.tracked[0]).toEqual([
      '$PlanPopupDisplay',
      expect.objectContaining({ $sf_succeed: true, $sf_plan_id: '5', $sf_msg_id: 'uuid-5' }),
    ]);
    // The refused javascript: link only closes; it never navigates.
    buttons[0]?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog()).toBeNull();
    expect(t.visits).toEqual([]);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('opens an http(s) link in auto mode and tracks the click', async () => {
    const t = setUp();
    await t.display.handle(decision('5'));
    dialog()?.querySelectorAll<HTMLButtonElement>('.sf-popup-buttons button')[1]?.click();
    expect(t.visits).toEqual(['https://example.com/a']);
    expect(t.tracked[1]).toEqual([
      '$PlanPopupClick',
      expect.objectContaining({
        $sf_msg_element_type: 'button',
        $sf_msg_element_content: '官网',
        $sf_msg_element_action: 'openlink',
        $sf_msg_action_id: '1',
      }),
    ]);
  });

  it('closes on Escape and on the mask, returning focus to where it was', async () => {
    const t = setUp();
    const before = document.createElement('button');
    document.body.appendChild(before);
    before.focus();
    await t.display.handle(decision('5'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(before);
    await t.display.handle(decision('6'));
    dialog()?.querySelector<HTMLElement>('.sf-popup-mask')?.click();
    expect(dialog()).toBeNull();
    expect(t.tracked.at(-1)).toEqual([
      '$PlanPopupClick',
      expect.objectContaining({ $sf_close_type: 'POPUP_CLOSE_MASK', $sf_plan_id: '6' }),
    ]);
  });

  it('shows one popup at a time: the second is skipped with the spec message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = setUp();
    // The second arrives while the first one's renderer is still loading: it holds the screen.
    await Promise.all([t.display.handle(decision('5')), t.display.handle(decision('6'))]);
    expect(document.querySelectorAll('[data-sf-popup]')).toHaveLength(1);
    expect(warn.mock.calls.flat().join(' ')).toContain(
      '当前页面已有一个弹框正在渲染，本次弹框不渲染！',
    );
    expect(t.reports).toEqual([
      ['6', 'failed'],
      ['5', 'shown'],
    ]);
    // Once it is drawn, a later one is still skipped.
    await t.display.handle(decision('7'));
    expect(document.querySelectorAll('[data-sf-popup]')).toHaveLength(1);
    expect(t.reports.at(-1)).toEqual(['7', 'failed']);
  });

  it('tracks the control group without showing it, and calls the failure callbacks', async () => {
    const onFailed = vi.fn();
    const onLoadFailed = vi.fn();
    const t = setUp({ popup_campaign_listener: { onFailed }, popup_listener: { onLoadFailed } });
    await t.display.handle(decision('8', { is_control_group: true }));
    expect(dialog()).toBeNull();
    expect(t.reports).toEqual([['8', 'control']]);
    expect(t.tracked).toEqual([
      [
        '$PlanPopupDisplay',
        expect.objectContaining({
          $sf_succeed: false,
          $sf_fail_reason: '对照组',
          $sf_plan_strategy_id: '-1',
        }),
      ],
    ]);
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ planId: '8' }), 1003, '对照组');
    expect(onLoadFailed).toHaveBeenCalledWith('8', 1003, '对照组');
  });

  it('hands CUSTOMIZED plans to onStart, and fails them with 1006 without callbacks', async () => {
    const onStart = vi.fn();
    const custom = setUp({ popup_campaign_listener: { onStart } });
    await custom.display.handle(decision('9', { popup_type: 'CUSTOMIZED', content: '{"any":1}' }));
    expect(onStart).toHaveBeenCalledWith({
      planId: '9',
      name: '',
      content: '{"any":1}',
      type: 'CUSTOMIZED',
    });
    expect(custom.reports).toEqual([['9', 'shown']]);
    const none = setUp();
    await none.display.handle(decision('9', { popup_type: 'CUSTOMIZED' }));
    expect(none.tracked[0]?.[1]).toMatchObject({
      $sf_succeed: false,
      $sf_fail_reason: '自定义触达计划未实现弹窗生命周期回调',
    });
    expect(none.reports).toEqual([['9', 'failed']]);
  });

  it('keeps going when host callbacks throw', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const boom = () => {
      throw new Error('host');
    };
    const t = setUp({
      popup_campaign_listener: { onStart: boom, onEnd: boom },
      popup_listener: { onClose: boom },
    });
    await t.display.handle(decision('5'));
    expect(dialog()).not.toBeNull();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(dialog()).toBeNull();
    await t.display.handle(decision('6'));
    expect(dialog()?.getAttribute('data-sf-popup')).toBe('6');
  });
});
