// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSensors } from '../../../src/sdk/sensors';
import { clearCookies, FakeTransport, nextMicrotask } from './fake-transport';

let clock = Date.now();

function start(heatmap: Record<string, unknown> = {}) {
  const transport = new FakeTransport();
  const sensors = createSensors({ createTransport: () => transport, now: () => clock });
  sensors.init({ server_url: 'http://127.0.0.1/sa', heatmap });
  return { sensors, transport };
}

describe('autotrack', () => {
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
    clock = Date.now();
    history.replaceState(null, '', '/start');
    document.body.innerHTML = '';
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('quick("autoTrackSinglePage") tracks $pageview, then leave + pageview per route change', async () => {
    const { sensors, transport } = start();
    sensors.quick('autoTrackSinglePage', { channel: 'x' });
    await nextMicrotask();
    const [pageview] = transport.named('$pageview');
    expect(pageview?.properties).toMatchObject({
      channel: 'x',
      $url_path: '/start',
      $is_first_time: true,
    });

    clock += 2500;
    history.pushState(null, '', '/deposit');
    await nextMicrotask();
    const leave = transport.named('$WebPageLeave');
    expect(leave).toHaveLength(1);
    expect(leave[0]?.properties).toMatchObject({ $url_path: '/start', event_duration: 2.5 });
    const second = transport.named('$pageview')[1];
    expect(second?.properties).toMatchObject({
      channel: 'x',
      $url_path: '/deposit',
      $referrer: `${location.origin}/start`,
      $is_first_time: false,
    });

    history.replaceState(null, '', '/deposit?token=gone');
    await nextMicrotask();
    expect(transport.named('$pageview')).toHaveLength(2);
    history.back();
  });

  it('tracks $WebPageLeave at pagehide and clears the heartbeat record', () => {
    const { sensors, transport } = start();
    sensors.quick('autoTrack');
    expect(Object.keys(localStorage).some((key) => key.startsWith('sensorsdata_pageleave_'))).toBe(
      true,
    );
    clock += 1000;
    window.dispatchEvent(new Event('pagehide'));
    expect(transport.named('$WebPageLeave')[0]?.properties.event_duration).toBe(1);
    expect(Object.keys(localStorage).some((key) => key.startsWith('sensorsdata_pageleave_'))).toBe(
      false,
    );
    expect(transport.hides).toEqual(['pagehide']);
  });

  it('keeps the original referrer for the page leave timed again after the page is shown', () => {
    const referrer = vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://from.example/');
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    const { sensors, transport } = start();
    sensors.quick('autoTrack');
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    const leaves = transport.named('$WebPageLeave');
    expect(leaves).toHaveLength(2);
    expect(leaves.map((leave) => leave.properties.$referrer)).toEqual([
      'https://from.example/',
      'https://from.example/',
    ]);
    expect(referrer).toHaveBeenCalled();
  });

  it('reports a killed page from its stale heartbeat record at the next start', async () => {
    localStorage.setItem(
      'sensorsdata_pageleave_dead',
      JSON.stringify({
        url: 'http://x/old',
        path: '/old',
        title: 'Old',
        referrer: '',
        start: clock - 60_000,
        beat: clock - 50_000,
      }),
    );
    localStorage.setItem(
      'sensorsdata_pageleave_alive',
      JSON.stringify({
        url: 'http://x/live',
        path: '/live',
        title: 'Live',
        referrer: '',
        start: clock - 3000,
        beat: clock - 1000,
      }),
    );
    const { sensors, transport } = start();
    sensors.quick('autoTrack');
    await nextMicrotask();
    const leaves = transport.named('$WebPageLeave');
    expect(leaves).toHaveLength(1);
    expect(leaves[0]?.properties).toMatchObject({
      $url: 'http://x/old',
      $url_path: '/old',
      event_duration: 10,
    });
    expect(localStorage.getItem('sensorsdata_pageleave_dead')).toBeNull();
    expect(localStorage.getItem('sensorsdata_pageleave_alive')).not.toBeNull();
  });

  it('$WebClick for buttons, links and inputs through one delegated listener', async () => {
    const { transport } = start({ clickmap: 'default' });
    document.body.innerHTML = `
      <div id="app"><ul><li><span>x</span></li><li><a class="link buy" href="/goods/1">  去 购买 </a></li></ul>
      <button name="ok">确定</button><input type="text" value="secret"><p id="plain">plain</p></div>`;
    (document.querySelector('a') as HTMLElement).click();
    (document.querySelector('button') as HTMLElement).click();
    (document.querySelector('input') as HTMLElement).click();
    (document.querySelector('#plain') as HTMLElement).click();
    await nextMicrotask();
    const clicks = transport.named('$WebClick');
    expect(clicks).toHaveLength(3);
    expect(clicks[0]?.properties).toMatchObject({
      $element_type: 'a',
      $element_class_name: 'link buy',
      $element_content: '去 购买',
      $element_target_url: `${location.origin}/goods/1`,
      $element_selector: '#app > ul:nth-of-type(1) > li:nth-of-type(2) > a:nth-of-type(1)',
      $element_path: 'body > div > ul > li > a',
      $element_position: 2,
    });
    expect(clicks[1]?.properties).toMatchObject({
      $element_type: 'button',
      $element_name: 'ok',
      $element_content: '确定',
    });
    expect(clicks[2]?.properties).toMatchObject({ $element_type: 'input' });
    expect(clicks[2]?.properties).not.toHaveProperty('$element_content');
  });

  it('cuts element text at 255', async () => {
    const { transport } = start({ clickmap: 'default' });
    document.body.innerHTML = `<button>${'字'.repeat(300)}</button>`;
    (document.querySelector('button') as HTMLElement).click();
    await nextMicrotask();
    expect(String(transport.named('$WebClick')[0]?.properties.$element_content)).toHaveLength(255);
  });

  it('collects no click outside the configured click-map host and path', () => {
    const { transport } = start({
      clickmap: 'default',
      limit: { host: location.host, path: '/only-here' },
    });
    document.body.innerHTML = '<button>b</button>';
    (document.querySelector('button') as HTMLElement).click();
    expect(transport.named('$WebClick')).toHaveLength(0);
  });

  it('$WebStay after a stay of at least 4000 ms, duration capped at 18000 ms, sampled each second', async () => {
    vi.useFakeTimers();
    const { transport } = start({ scroll_notice_map: 'default' });
    clock += 30_000; // stayed 30 s at the top
    window.scrollTo(0, 400);
    window.dispatchEvent(new Event('scroll'));
    expect(transport.named('$WebStay')).toHaveLength(0); // sampled after 1 s
    await vi.advanceTimersByTimeAsync(1000);
    const [stay] = transport.named('$WebStay');
    expect(stay?.properties).toMatchObject({ event_duration: 18, $viewport_position: 0 });

    clock += 2000; // a short stay is not reported
    window.scrollTo(0, 800);
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(transport.named('$WebStay')).toHaveLength(1);
  });
});
