// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyLaunchParams } from '../../../src/app/boot/apply-launch-params';

describe('applyLaunchParams', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('stores the parameters and strips only the sensitive ones from the address bar', () => {
    window.history.replaceState(
      null,
      '',
      '/banks?token=tok-1&phone=13800000002&sellerId=9&statusHeight=44#top',
    );
    applyLaunchParams();
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('phone')).toBe('13800000002');
    expect(localStorage.getItem('sellerId')).toBe('9');
    expect(localStorage.getItem('statusHeight')).toBe('1.17rem');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/banks?sellerId=9&statusHeight=44#top',
    );
  });

  it('keeps stored values when a launch value is absent or malformed', () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('statusHeight', '0.8rem');
    window.history.replaceState(null, '', '/?statusHeight=-3');
    applyLaunchParams();
    expect(localStorage.getItem('token')).toBe('old');
    expect(localStorage.getItem('statusHeight')).toBe('0.8rem');
  });

  it('leaves history alone when nothing sensitive is present', () => {
    window.history.replaceState({ idx: 0 }, '', '/?sellerId=3');
    applyLaunchParams();
    expect(window.location.search).toBe('?sellerId=3');
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('removes a malformed token from the address bar too', () => {
    window.history.replaceState(null, '', '/?token=%3Cbad%3E');
    applyLaunchParams();
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.search).toBe('');
  });
});
