// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  registerServiceWorker,
  serviceWorkerState,
} from '../../../src/app/service-worker/register-sw';
import { UpdatePrompt } from '../../../src/app/service-worker/update-prompt';

const fake = vi.hoisted(() => {
  const listeners = new Map<string, Array<() => void>>();
  return {
    listeners,
    emit: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    register: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    url: '',
  };
});

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string) {
      fake.url = url;
    }
    addEventListener(type: string, listener: () => void) {
      fake.listeners.set(type, [...(fake.listeners.get(type) ?? []), listener]);
    }
    register = fake.register;
    messageSkipWaiting = fake.messageSkipWaiting;
  },
}));

describe('service worker update prompt', () => {
  const reload = vi.fn();

  beforeEach(() => {
    fake.listeners.clear();
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    serviceWorkerState.waiting = false;
  });

  it('registers sw.js and offers 立即更新 when a new worker waits', async () => {
    await registerServiceWorker();
    expect(fake.url).toBe('/sw.js');
    expect(fake.register).toHaveBeenCalledTimes(1);

    render(<UpdatePrompt />);
    expect(screen.queryByText('发现新版本')).toBeNull();
    act(() => fake.emit('waiting'));
    // The dialog is its own chunk, loaded once a worker waits.
    expect(await screen.findByText('发现新版本', {}, { timeout: 10_000 })).toBeTruthy();

    fireEvent.click(screen.getByText('立即更新'));
    expect(fake.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    fake.emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
