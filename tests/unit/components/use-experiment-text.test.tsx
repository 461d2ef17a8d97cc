// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  experiments,
  provideExperiments,
} from '../../../src/components/experiments/experiment-plugin';
import { useExperimentText } from '../../../src/components/experiments/use-experiment-text';
import type { AbtestInstance } from '../../../src/sdk/abtest';
import type { FetchCall } from '../../../src/sdk/abtest/code-params';

/** A plugin whose fastFetchABTest answers when the test says so (the experiment service's reply). */
function fakePlugin() {
  const calls: FetchCall[] = [];
  const plugin = {
    plugin_name: 'SensorsABTest',
    init: () => undefined,
    fetchABTest: () => Promise.resolve(undefined),
    asyncFetchABTest: () => Promise.resolve(undefined),
    fastFetchABTest: (call: FetchCall) => {
      calls.push(call);
      return Promise.resolve(undefined);
    },
    fetchCacheABTest: () => undefined,
  } satisfies AbtestInstance;
  const answer = (value: unknown) =>
    act(() => calls.forEach((call) => (call.callback as (v: unknown) => void)(value)));
  return { plugin, calls, answer };
}

function Button() {
  const text = useExperimentText('register_button_text', '注册并登录');
  return <button data-ready={String(text.ready)}>{text.text}</button>;
}

afterEach(() => {
  cleanup();
  provideExperiments(undefined);
});

describe('useExperimentText', () => {
  it('shows the default at once when the app started no plugin (or the plugin refused its setup)', () => {
    expect(experiments()).toBeUndefined();
    render(<Button />);
    expect(screen.getByRole('button').textContent).toBe('注册并登录');
    expect(screen.getByRole('button').dataset.ready).toBe('true');
  });

  it.each([
    ['the experiment wording', '立即注册，参与竞拍', '立即注册，参与竞拍'],
    ['the default for a value of the wrong type', 42, '注册并登录'],
    ['the default the plugin passes on a failure', '注册并登录', '注册并登录'],
  ])('is not ready until the callback, then shows %s', async (_name, value, shown) => {
    const fake = fakePlugin();
    provideExperiments(fake.plugin);
    render(<Button />);
    expect(screen.getByRole('button').dataset.ready).toBe('false');
    expect(fake.calls).toEqual([
      expect.objectContaining({
        param_name: 'register_button_text',
        value_type: 'String',
        default_value: '注册并登录',
      }),
    ]);
    await fake.answer(value);
    expect(screen.getByRole('button').textContent).toBe(shown);
    expect(screen.getByRole('button').dataset.ready).toBe('true');
  });

  it('ignores an answer that comes after the screen is gone', async () => {
    const fake = fakePlugin();
    provideExperiments(fake.plugin);
    const { unmount } = render(<Button />);
    unmount();
    await fake.answer('立即注册，参与竞拍');
    expect(fake.calls).toHaveLength(1);
  });
});
