// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  detectHost,
  hostGoBack,
  hostGoBackWithCode,
  hostOpenServiceStopped,
} from '../../../src/bridge/host';

const modal = vi.hoisted(() => ({ show: vi.fn((_message: string) => Promise.resolve()) }));
vi.mock('../../../src/bridge/service-stopped-modal', () => ({
  showServiceStoppedModal: modal.show,
}));

function installIos(): ReturnType<typeof vi.fn> {
  const postMessage = vi.fn();
  window.webkit = { messageHandlers: { nativeBridge: { postMessage } } };
  return postMessage;
}

function installAndroid(): ReturnType<typeof vi.fn> {
  const postMessage = vi.fn();
  window.AndroidBridge = { postMessage };
  return postMessage;
}

beforeEach(() => {
  modal.show.mockClear();
});

afterEach(() => {
  delete window.webkit;
  delete window.AndroidBridge;
  vi.restoreAllMocks();
});

describe('detectHost', () => {
  it('is browser when no host object exists', () => {
    expect(detectHost()).toBe('browser');
  });

  it('is ios with a WKWebView nativeBridge handler', () => {
    installIos();
    expect(detectHost()).toBe('ios');
  });

  it('is android with an injected AndroidBridge', () => {
    installAndroid();
    expect(detectHost()).toBe('android');
  });

  it('ignores look-alike objects without postMessage', () => {
    window.webkit = { messageHandlers: {} };
    (window as unknown as { AndroidBridge: object }).AndroidBridge = {};
    expect(detectHost()).toBe('browser');
  });

  it('sees host objects injected after start-up', () => {
    expect(detectHost()).toBe('browser');
    installAndroid();
    expect(detectHost()).toBe('android');
  });
});

describe.each([
  ['ios', installIos],
  ['android', installAndroid],
] as const)('on %s the host gets JSON messages', (_name, install) => {
  it('goBack', () => {
    const post = install();
    const back = vi.spyOn(window.history, 'back');
    hostGoBack();
    expect(post).toHaveBeenCalledWith('{"action":"goBack","payload":{}}');
    expect(back).not.toHaveBeenCalled();
  });

  it('goBackWithCode', () => {
    const post = install();
    hostGoBackWithCode(507);
    expect(JSON.parse(post.mock.calls[0]?.[0] as string)).toEqual({
      action: 'goBackWithCode',
      payload: { code: 507 },
    });
  });

  it('openServiceStopped carries the message and shows no in-page modal', () => {
    const post = install();
    hostOpenServiceStopped('系统维护中<b>!</b>');
    expect(JSON.parse(post.mock.calls[0]?.[0] as string)).toEqual({
      action: 'openServiceStopped',
      payload: { message: '系统维护中<b>!</b>' },
    });
    expect(modal.show).not.toHaveBeenCalled();
  });
});

describe('browser fallbacks', () => {
  it('goes back in history when there is history', () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    hostGoBack();
    hostGoBackWithCode(507);
    expect(back).toHaveBeenCalledTimes(2);
  });

  it('goes home when a deep link was opened directly', () => {
    window.history.replaceState(null, '', '/bank-list');
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const back = vi.spyOn(window.history, 'back');
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    hostGoBackWithCode(507);
    expect(replace).toHaveBeenCalledWith('/');
    expect(back).not.toHaveBeenCalled();
  });

  it('stays put on home with no history, so a 507 there cannot reload in a loop', () => {
    window.history.replaceState(null, '', '/?from=app');
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const back = vi.spyOn(window.history, 'back');
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    hostGoBackWithCode(507);
    hostGoBack();
    expect(replace).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(back).not.toHaveBeenCalled();
  });

  it('opens the in-page service-stopped modal with the message', () => {
    hostOpenServiceStopped('服务暂停，请稍后再试');
    expect(modal.show).toHaveBeenCalledWith('服务暂停，请稍后再试');
  });

  it('falls back when the host throws', () => {
    window.AndroidBridge = {
      postMessage: () => {
        throw new Error('bridge gone');
      },
    };
    hostOpenServiceStopped('维护中');
    expect(modal.show).toHaveBeenCalledWith('维护中');
  });
});
