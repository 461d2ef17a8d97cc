import { describe, expect, it } from 'vitest';
import {
  decideVisual,
  parseVisualConfig,
  visualConfigUrl,
  type VisualEvent,
} from '../../../../src/sdk/core/visual-config';
import {
  matchVisualEvent,
  visualValue,
  type ClickSnapshot,
} from '../../../../src/sdk/core/visual-match';

const rawEvent = {
  event_type: 'webclick',
  event_name: 'click_buy',
  event: {
    url_host: 'app.example',
    url_path: '/goods',
    element_selector: '#buy',
    element_content: '购买',
  },
  properties: [
    { name: 'price', type: 'NUMBER', element_selector: '#price', regular: '[0-9.]+' },
    { name: 'bad', type: 'DATE', element_selector: '#x' },
  ],
};

describe('parseVisualConfig', () => {
  it('accepts a Web config and skips malformed events and properties', () => {
    const config = parseVisualConfig({
      os: 'Web',
      version: 3,
      events: [rawEvent, { event_type: 'x' }, null],
    });
    expect(config?.version).toBe('3');
    expect(config?.events).toHaveLength(1);
    expect(config?.events[0]?.properties.map((p) => p.name)).toEqual(['price']);
  });

  it.each([[null], [[]], [{ os: 'Android', events: [] }], [{ events: [] }]])(
    'rejects %j',
    (raw) => {
      expect(parseVisualConfig(raw)).toBeNull();
    },
  );
});

describe('decideVisual (spec 001 §7: 200 applies, 205 clears, 304 keeps)', () => {
  const web = { os: 'Web', version: '1', events: [] };
  it.each([
    ['callback(data)', { kind: 'called', args: [web] }, 'apply'],
    ['callback(200, data)', { kind: 'called', args: [200, web] }, 'apply'],
    ['callback(200, non-Web)', { kind: 'called', args: [200, { os: 'iOS' }] }, 'clear'],
    ['callback(205)', { kind: 'called', args: [205] }, 'clear'],
    ['callback(304)', { kind: 'called', args: [304] }, 'keep'],
    ['callback(500)', { kind: 'called', args: [500] }, 'keep'],
    ['callback(404, data)', { kind: 'called', args: [404, web] }, 'keep'],
    ['empty script, HTTP 205', { kind: 'loaded-without-call', status: 205 }, 'clear'],
    ['empty script, HTTP 304', { kind: 'loaded-without-call', status: 304 }, 'keep'],
    ['empty script, status unknown', { kind: 'loaded-without-call' }, 'keep'],
    ['script error', { kind: 'error' }, 'keep'],
    ['timeout', { kind: 'timeout' }, 'keep'],
  ] as const)('%s → %s', (_label, outcome, action) => {
    expect(decideVisual(outcome as Parameters<typeof decideVisual>[0]).action).toBe(action);
  });
});

describe('visualConfigUrl', () => {
  it('replaces the server path and adds app_id and v', () => {
    expect(visualConfigUrl('https://s.example/sa?project=p', 'app.example', '7')).toBe(
      'https://s.example/config/visualized/Web.conf?project=p&app_id=app.example&v=7',
    );
    expect(visualConfigUrl('http://s/sa', 'h:80', '')).toBe(
      'http://s/config/visualized/Web.conf?app_id=h%3A80',
    );
    expect(visualConfigUrl('not a url', 'h', '')).toBeNull();
  });
});

describe('matchVisualEvent', () => {
  const config = parseVisualConfig({ os: 'Web', events: [rawEvent] })?.events[0] as VisualEvent;
  const click: ClickSnapshot = {
    host: 'app.example',
    path: '/goods',
    selector: '#buy',
    elementPath: 'body > button',
    content: '购买',
    position: null,
  };
  it.each<[string, Partial<ClickSnapshot>, boolean]>([
    ['exact match', {}, true],
    ['other host', { host: 'x' }, false],
    ['other path', { path: '/x' }, false],
    ['other selector', { selector: '#sell' }, false],
    ['other content', { content: '卖出' }, false],
  ])('%s → %s', (_label, change, expected) => {
    expect(matchVisualEvent(config, { ...click, ...change })).toBe(expected);
  });

  it('matches on element_path when there is no selector, and checks the position', () => {
    const byPath: VisualEvent = {
      ...config,
      event: { element_path: 'body > li > a', element_position: '2' },
    };
    expect(matchVisualEvent(byPath, { ...click, elementPath: 'body > li > a', position: 2 })).toBe(
      true,
    );
    expect(matchVisualEvent(byPath, { ...click, elementPath: 'body > li > a', position: 3 })).toBe(
      false,
    );
    expect(
      matchVisualEvent(
        { ...byPath, event_type: 'appclick' },
        { ...click, elementPath: 'body > li > a', position: 2 },
      ),
    ).toBe(false);
  });
});

describe('visualValue (spec 001 §5: a non-numeric NUMBER is dropped)', () => {
  const base = { name: 'p', element_selector: '#x' };
  it.each<[string, string, 'STRING' | 'NUMBER', string | undefined, unknown]>([
    ['plain string', ' abc ', 'STRING', undefined, 'abc'],
    ['number', '12.5', 'NUMBER', undefined, 12.5],
    ['number by regex', '¥1,299元', 'NUMBER', '[0-9]+', 1],
    ['string by regex', 'order-778', 'STRING', '\\d+', '778'],
    ['non-numeric NUMBER', 'abc', 'NUMBER', undefined, undefined],
    ['empty NUMBER', '', 'NUMBER', undefined, undefined],
    ['regex without match', 'abc', 'STRING', '\\d+', undefined],
    ['invalid regex', 'abc', 'STRING', '(', undefined],
  ])('%s', (_label, text, type, regular, expected) => {
    const result = visualValue(text, { ...base, type, ...(regular ? { regular } : {}) });
    expect(result.ok ? result.value : undefined).toEqual(expected);
  });

  it('cuts strings at 500 and rejects invalid property names', () => {
    const long = visualValue('x'.repeat(600), { ...base, type: 'STRING' });
    expect(long.ok && String(long.value).length).toBe(500);
    expect(visualValue('1', { ...base, name: 'time', type: 'NUMBER' })).toEqual({
      ok: false,
      warning: 'time is invalid',
    });
  });
});
