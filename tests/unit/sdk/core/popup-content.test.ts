import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHttpUrl, parsePopupContent } from '../../../../src/sdk/core/popup/content';

const content = (template: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ template, ...extra });

describe('parsePopupContent (CONTRACTS.md PRESET format)', () => {
  it('reads title, text, image and buttons with their actions', () => {
    const result = parsePopupContent(
      content(
        {
          title: '欢迎',
          text: '新人专享',
          image_url: 'https://img.example.com/a.png',
          buttons: [
            { text: '去看看', action: { type: 'openlink', value: 'https://example.com/x' } },
            { text: '打开 App', action: { type: 'deeplink', value: 'paimai://wallet' } },
            { text: '关闭', action: { type: 'close' } },
          ],
          unknown: 1,
        },
        { properties: { campaign: 'welcome' } },
      ),
    );
    expect(result).toEqual({
      ok: true,
      content: {
        template: {
          title: '欢迎',
          text: '新人专享',
          image_url: 'https://img.example.com/a.png',
          buttons: [
            { text: '去看看', action: { type: 'openlink', value: 'https://example.com/x' } },
            { text: '打开 App', action: { type: 'deeplink', value: 'paimai://wallet' } },
            { text: '关闭', action: { type: 'close' } },
          ],
        },
        properties: { campaign: 'welcome' },
        warnings: [],
      },
    });
  });

  it.each<[string, string]>([
    ['not JSON', '{template'],
    ['empty', ''],
    ['an array', '[]'],
    ['null', 'null'],
    ['no template', JSON.stringify({ properties: {} })],
    ['template not an object', content('hi')],
    ['template an array', content([])],
  ])('fails with 1001: %s', (_name, raw) => {
    const result = parsePopupContent(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).toBe(1001);
  });

  it.each<[string, unknown]>([
    ['javascript: link', { type: 'openlink', value: 'javascript:alert(1)' }],
    ['data: link', { type: 'openlink', value: 'data:text/html,<script>alert(1)</script>' }],
    ['relative link', { type: 'openlink', value: '/wallet' }],
    ['no value', { type: 'openlink' }],
    ['javascript: deeplink', { type: 'deeplink', value: ' JavaScript:alert(1)' }],
    ['unknown action', { type: 'eval', value: 'x' }],
    ['no action', undefined],
  ])('refuses a %s: the button stays, closing only', (_name, action) => {
    const result = parsePopupContent(content({ buttons: [{ text: '点我', action }] }));
    if (!result.ok) throw new Error(result.error);
    expect(result.content.template.buttons).toEqual([{ text: '点我', action: { type: 'close' } }]);
  });

  it('keeps hostile strings as plain text and drops unsafe images and bad buttons', () => {
    const result = parsePopupContent(
      content({
        title: '<script>alert(1)</script>',
        text: '<img src=x onerror=alert(1)>',
        image_url: 'javascript:alert(1)',
        buttons: [{ text: 3 }, 'x', { text: '<b>ok</b>' }],
      }),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.content.template).toEqual({
      title: '<script>alert(1)</script>',
      text: '<img src=x onerror=alert(1)>',
      buttons: [{ text: '<b>ok</b>', action: { type: 'close' } }],
    });
    expect(result.content.warnings).toHaveLength(3);
  });

  it.each<[unknown, boolean]>([
    ['https://a.b/c', true],
    ['http://a.b', true],
    ['HTTPS://A.B', true],
    ['javascript:alert(1)', false],
    ['//a.b', false],
    ['ftp://a.b', false],
    [42, false],
  ])('isHttpUrl(%j) → %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (raw) => {
          const result = parsePopupContent(raw);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
    );
  });
});
