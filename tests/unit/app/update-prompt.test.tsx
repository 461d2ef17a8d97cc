// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../../../src/app/service-worker/register-sw';
import { serviceWorkerState } from '../../../src/app/service-worker/sw-state';
import { UpdatePrompt } from '../../../src/app/service-worker/update-prompt';

/** A ServiceWorkerContainer and registration with just the parts register-sw.ts uses. */
function fakeServiceWorker() {
  const registration = Object.assign(new EventTarget(), {
    waiting: null as { postMessage: ReturnType<typeof vi.fn> } | null,
    installing: null as (EventTarget & { state: string }) | null,
  });
  const container = Object.assign(new EventTarget(), {
    controller: {} as object | null,
    register: vi.fn(async (_url: string, _options: RegistrationOptions) => registration),
  });
  /** The browser found and installed a new worker: it now waits. */
  const installUpdate = () => {
    const worker = Object.assign(new EventTarget(), { state: 'installing' });
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    registration.installing = null;
    registration.waiting = { postMessage: vi.fn() };
    worker.dispatchEvent(new Event('statechange'));
  };
  return { registration, container, installUpdate };
}

describe('service worker update prompt', () => {
  const reload = vi.fn();

  let sw = fakeServiceWorker();

  beforeEach(() => {
    sw = fakeServiceWorker();
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: sw.container, configurable: true });
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
    expect(sw.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });

    render(<UpdatePrompt />);
    expect(screen.queryByText('发现新版本')).toBeNull();
    act(() => sw.installUpdate());
    // The dialog is its own chunk, loaded once a worker waits.
    expect(await screen.findByText('发现新版本', {}, { timeout: 10_000 })).toBeTruthy();

    fireEvent.click(screen.getByText('立即更新'));
    expect(sw.registration.waiting?.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    sw.container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers the update of an earlier visit that still waits', async () => {
    sw.registration.waiting = { postMessage: vi.fn() };
    await registerServiceWorker();
    expect(serviceWorkerState.waiting).toBe(true);
  });

  it('offers nothing for the first install (no worker controls the page yet)', async () => {
    sw.container.controller = null;
    await registerServiceWorker();
    sw.installUpdate();
    expect(serviceWorkerState.waiting).toBe(false);
  });
});
