// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExperimentResult } from '../../../../src/sdk/core/abtest-result';
import {
  applyChanges,
  createVisualRunner,
  MAX_PASSES_PER_PAGE,
} from '../../../../src/sdk/abtest/visual-runner';

function visual(overrides: Partial<ExperimentResult> = {}): ExperimentResult {
  return {
    abtest_experiment_id: 'home-title',
    abtest_experiment_group_id: 'new-title',
    abtest_experiment_result_id: 'r1',
    experiment_type: 'VISUAL',
    is_control_group: false,
    control_link: '/',
    link_match_type: 'STRICT',
    variables: [],
    changes: [{ selector: 'header h1', text: '我的账户 · 新版' }],
    ...overrides,
  };
}

beforeEach(() => {
  document.body.innerHTML = '<header><h1>我的账户</h1></header><p class="tip">提示</p>';
  history.replaceState(null, '', '/');
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
});
afterEach(() => vi.unstubAllGlobals());

describe('applyChanges', () => {
  it('sets text, styles, attributes and visibility as data', () => {
    const found = applyChanges(document, [
      { selector: 'header h1', text: '<img src=x onerror=alert(1)>' },
      {
        selector: '.tip',
        style: { color: 'red' },
        attributes: { 'aria-label': '新' },
        visible: false,
      },
    ]);
    expect(found).toBe(true);
    const h1 = document.querySelector('h1')!;
    expect(h1.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(h1.querySelector('img')).toBeNull();
    const tip = document.querySelector<HTMLElement>('.tip')!;
    expect(tip.style.color).toBe('red');
    expect(tip.getAttribute('aria-label')).toBe('新');
    expect(tip.style.display).toBe('none');
    applyChanges(document, [{ selector: '.tip', visible: true }]);
    expect(tip.style.display).toBe('');
  });

  it('an invalid selector or one that matches nothing changes nothing', () => {
    expect(applyChanges(document, [{ selector: '[[[', text: 'x' }])).toBe(false);
    expect(applyChanges(document, [{ selector: '.absent', text: 'x' }])).toBe(false);
    expect(document.querySelector('h1')!.textContent).toBe('我的账户');
  });
});

describe('createVisualRunner', () => {
  it('applies on its page only, tracks the hit, and re-applies after a re-render', async () => {
    const hits: string[] = [];
    const runner = createVisualRunner({
      snapshot: () => [visual()],
      hit: (r) => hits.push(r.abtest_experiment_id),
    });
    runner.apply();
    expect(document.querySelector('h1')!.textContent).toBe('我的账户 · 新版');
    expect(hits).toEqual(['home-title']);

    // The app re-renders the heading with its own text: the observer puts the change back.
    document.querySelector('header')!.innerHTML = '<h1>我的账户</h1>';
    await vi.waitFor(() =>
      expect(document.querySelector('h1')!.textContent).toBe('我的账户 · 新版'),
    );
    runner.stop();
  });

  it('does not apply on another page (control_link STRICT /)', () => {
    history.replaceState(null, '', '/rules');
    const hits: string[] = [];
    createVisualRunner({
      snapshot: () => [visual()],
      hit: (r) => hits.push(r.abtest_experiment_id),
    }).apply();
    expect(document.querySelector('h1')!.textContent).toBe('我的账户');
    expect(hits).toEqual([]);
  });

  it('control group: the page stays as it is, the hit is tracked', () => {
    const hits: string[] = [];
    const control = visual({ is_control_group: true, changes: undefined });
    createVisualRunner({
      snapshot: () => [control],
      hit: (r) => hits.push(r.abtest_experiment_group_id),
    }).apply();
    expect(document.querySelector('h1')!.textContent).toBe('我的账户');
    expect(hits).toEqual(['new-title']);
  });

  it('stops re-applying on a page that keeps fighting the change (bounded passes)', () => {
    const runner = createVisualRunner({ snapshot: () => [visual()], hit: () => undefined });
    let applied = 0;
    for (let i = 0; i < MAX_PASSES_PER_PAGE + 10; i += 1) {
      // The "app" reverts the heading before every pass.
      document.querySelector('h1')!.textContent = '我的账户';
      runner.apply();
      if (document.querySelector('h1')!.textContent === '我的账户 · 新版') applied += 1;
    }
    runner.stop();
    expect(applied).toBe(MAX_PASSES_PER_PAGE);
  });
});
