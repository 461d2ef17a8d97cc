// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeBase64Utf8 } from '../../../src/sdk/core/encode';
import { parseVisualConfig, type VisualEvent } from '../../../src/sdk/core/visual-config';
import { deepLinkUrl, fetchDeepLink } from '../../../src/sdk/deeplink';
import { DIRECT_QUEUE_LIMIT, DirectSender } from '../../../src/sdk/direct-sender';
import { parseSpill } from '../../../src/sdk/spill-store';
import { extractVisualProperties, unlimitedTarget } from '../../../src/sdk/visual/extract';
import type { TrackedEvent } from '../../../src/sdk/core/engine-protocol';

const event = (id: number): TrackedEvent => ({
  _track_id: id,
  type: 'track',
  event: '购买',
  distinct_id: 'd',
  lib: { $lib: 'js', $lib_method: 'code', $lib_version: '1.26.2' },
  properties: { name: '手机' },
  time: 1,
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('parseSpill', () => {
  it('keeps only well-formed events', () => {
    expect(parseSpill(JSON.stringify([event(1), { _track_id: 'x' }, null]))).toEqual([event(1)]);
    expect(parseSpill('not json')).toEqual([]);
    expect(parseSpill('{"a":1}')).toEqual([]);
  });
});

describe('direct sender (no Worker)', () => {
  const options = {
    serverUrl: 'http://x/sa',
    sendIntervalMs: 60_000,
    storageLength: 200,
    dataSendTimeoutMs: 8000,
  };
  const ids = (raw: string | null) => parseSpill(raw ?? '').map((e) => e._track_id);

  it('posts the sensors batch format: data_list = base64(UTF-8 JSON) and gzip=0, stamping _flush_time', async () => {
    vi.useFakeTimers({ now: 99, toFake: ['Date'] });
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const sender = new DirectSender(options, 'page-1');
    sender.send(event(1));
    sender.flush('manual');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit;
    const body = new URLSearchParams(String(init.body));
    expect(body.get('gzip')).toBe('0');
    const decoded = JSON.parse(
      decodeBase64Utf8(body.get('data_list') ?? '') ?? 'null',
    ) as TrackedEvent[];
    expect(decoded).toEqual([{ ...event(1), _flush_time: 99 }]);
  });

  it("keeps its queue under its own page's key and adopts the queues other pages left", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('sensorsdata_direct_queue', JSON.stringify([event(1)]));
    localStorage.setItem('sensorsdata_direct_old', JSON.stringify([event(2)]));
    const a = new DirectSender(options, 'a');
    expect(ids(localStorage.getItem('sensorsdata_direct_a'))).toEqual([1, 2]);
    expect(localStorage.getItem('sensorsdata_direct_page-1')).toBeNull();
    expect(localStorage.getItem('sensorsdata_direct_old')).toBeNull();
    // A sibling starting later adopts a's queue too (the receiver deduplicates
    // on _track_id); neither tab overwrites the other's key any more.
    const b = new DirectSender(options, 'b');
    a.send(event(3));
    b.send(event(4));
    await Promise.resolve();
    expect(ids(localStorage.getItem('sensorsdata_direct_a'))).toEqual([1, 2, 3]);
    expect(ids(localStorage.getItem('sensorsdata_direct_b'))).toEqual([1, 2, 4]);
  });

  it(`keeps at most ${DIRECT_QUEUE_LIMIT} events, dropping the oldest with a warning`, async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sender = new DirectSender(options, 'full');
    for (let id = 1; id <= DIRECT_QUEUE_LIMIT + 3; id += 1) sender.send(event(id));
    await Promise.resolve();
    const kept = ids(localStorage.getItem('sensorsdata_direct_full'));
    expect(kept).toHaveLength(DIRECT_QUEUE_LIMIT);
    expect(kept[0]).toBe(4);
    expect(warnings.mock.calls.some(([, text]) => /dropped the 3 oldest/.test(String(text)))).toBe(
      true,
    );
  });

  it('keeps events in localStorage until the receiver answers 2xx', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 500 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const sender = new DirectSender(options, 'page-1');
    const durable = vi.fn();
    sender.send(event(1), durable);
    await Promise.resolve();
    expect(durable).toHaveBeenCalledOnce();
    expect(parseSpill(localStorage.getItem('sensorsdata_direct_page-1') ?? '')).toEqual([event(1)]);
    sender.flush('manual');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(localStorage.getItem('sensorsdata_direct_page-1')).not.toBeNull();
    sender.flush('manual');
    await vi.waitFor(() => expect(localStorage.getItem('sensorsdata_direct_page-1')).toBeNull());
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'POST', keepalive: true });
  });
});

describe('deep link (spec 001 §7)', () => {
  it('builds the lookup address', () => {
    expect(deepLinkUrl({ key: 'k 1', systemType: 'WEB', project: 'p' }, 'https://a.example')).toBe(
      'https://a.example/sdk/deeplink/param?key=k+1&system_type=WEB&project=p',
    );
  });

  it('never waits less than 2500 ms (spec 001 §9)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    let settled = false;
    const result = fetchDeepLink({
      key: 'k',
      systemType: 'WEB',
      project: 'p',
      origin: 'http://x',
      timeoutMs: 100,
    }).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(2499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ ok: false, error: 'timeout' });
  });

  it('validates the answer', async () => {
    vi.stubGlobal('fetch', async () => new Response('[1]', { status: 200 }));
    expect(
      await fetchDeepLink({ key: 'k', systemType: 'WEB', project: 'p', origin: 'http://x' }),
    ).toEqual({
      ok: false,
      error: 'deep link answer is not an object',
    });
    vi.stubGlobal('fetch', async () => new Response('{"channel":"c"}', { status: 200 }));
    expect(
      await fetchDeepLink({ key: 'k', systemType: 'WEB', project: 'p', origin: 'http://x' }),
    ).toEqual({
      ok: true,
      data: { channel: 'c' },
    });
  });
});

describe('visual property extraction', () => {
  const config = parseVisualConfig({
    os: 'Web',
    events: [
      {
        event_type: 'webclick',
        event_name: 'buy',
        event: { element_selector: '#list > li:nth-of-type(1) > button', unlimited_div: true },
        properties: [
          {
            name: 'price',
            type: 'NUMBER',
            element_selector: '#list > li:nth-of-type(1) > .price',
            list_selector: '#list > li:nth-of-type(1)',
            regular: '[0-9.]+',
          },
          { name: 'title', type: 'STRING', element_selector: '#title' },
          { name: 'broken', type: 'NUMBER', element_selector: '#title' },
        ],
      },
    ],
  })?.events[0] as VisualEvent;

  it('reads list properties from the clicked item and drops a non-numeric NUMBER', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = `<h1 id="title">拍品</h1><ul id="list">
      <li><span class="price">¥10</span><button>a</button></li>
      <li><span class="price">¥25.5</span><button id="second">b</button></li></ul>`;
    const clicked = document.querySelector('#second') as Element;
    expect(extractVisualProperties(config, clicked)).toEqual({ price: 25.5, title: '拍品' });
  });

  it('finds the configured unlimited element around a click target', () => {
    document.body.innerHTML = '<ul id="list"><li><button><i id="icon">x</i></button></li></ul>';
    const icon = document.querySelector('#icon') as Element;
    expect(unlimitedTarget([config], icon)).toBe(document.querySelector('button'));
    expect(
      unlimitedTarget(
        [{ ...config, event: { element_selector: '((', unlimited_div: true } }],
        icon,
      ),
    ).toBeNull();
  });
});
