// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  registerServiceWorker,
  serviceWorkerState,
} from '../../../src/app/service-worker/register-sw';
import { UpdatePrompt } from '../../../src/app/service-worker/update-prompt';

/** A worker in a given state whose statechange can be fired by the test. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
}

function fakeContainer(controlled: boolean) {
  const registration = new FakeRegistration();
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration };
}

/** A new worker is found and installs. */
function installUpdate(registration: FakeRegistration): FakeWorker {
  const worker = new FakeWorker();
  registration.installing = worker;
  registration.dispatchEvent(new Event('updatefound'));
  act(() => worker.become('installed'));
  registration.installing = null;
  registration.waiting = worker;
  return worker;
}

describe('service worker update prompt', () => {
  const reload = vi.fn();

  beforeEach(() => {
    reload.mockClear();
    vi.stubEnv('PROD', true);
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    serviceWorkerState.waiting = false;
  });

  it('registers sw.js and offers 立即更新 when a new worker waits', async () => {
    const { container, registration } = fakeContainer(true);
    await registerServiceWorker();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });

    render(<UpdatePrompt />);
    expect(screen.queryByText('发现新版本')).toBeNull();
    const worker = installUpdate(registration);
    // The dialog is its own chunk, loaded once a worker waits.
    expect(await screen.findByText('发现新版本', {}, { timeout: 10_000 })).toBeTruthy();

    fireEvent.click(screen.getByText('立即更新'));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the first install (no worker controls the page yet) asks nothing', async () => {
    const { registration } = fakeContainer(false);
    await registerServiceWorker();
    installUpdate(registration);
    expect(serviceWorkerState.waiting).toBe(false);
  });

  it('a worker already waiting from an earlier visit is offered at once', async () => {
    const { registration } = fakeContainer(true);
    registration.waiting = new FakeWorker();
    await registerServiceWorker();
    expect(serviceWorkerState.waiting).toBe(true);
  });
});
