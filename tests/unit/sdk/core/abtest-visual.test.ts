import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateVisualChanges } from '../../../../src/sdk/core/abtest-visual';

const one = (change: Record<string, unknown>) =>
  validateVisualChanges([{ selector: 'h1', ...change }]);

describe('visual changes accepted', () => {
  it.each<[string, Record<string, unknown>]>([
    ['text', { text: '我的账户 · 新版' }],
    ['empty text', { text: '' }],
    ['text that looks like markup stays text', { text: '<b>bold</b><script>alert(1)</script>' }],
    ['style', { style: { color: 'red', 'background-color': '#fff', 'font-size': '18px' } }],
    ['a custom property', { style: { '--brand': '#ff6600' } }],
    ['a vendor property', { style: { '-webkit-line-clamp': '2' } }],
    [
      'an https background image',
      { style: { 'background-image': 'url("https://cdn.test/a.png")' } },
    ],
    ['a path background image', { style: { 'background-image': 'url(/img/a.png)' } }],
    ['a protocol-relative image', { style: { 'background-image': 'url(//cdn.test/a.png)' } }],
    ['attributes', { attributes: { title: '提示', 'aria-label': '出价', 'data-variant': 'b' } }],
    ['an https link', { attributes: { href: 'https://a.test/rules' } }],
    ['a path link', { attributes: { href: '/rules' } }],
    ['an image src', { attributes: { src: 'https://cdn.test/a.png', alt: '图' } }],
    ['hide', { visible: false }],
    ['show', { visible: true }],
    [
      'all at once',
      { text: 't', style: { color: 'red' }, attributes: { title: 't' }, visible: true },
    ],
  ])('%s', (_name, change) => {
    const checked = one(change);
    expect(checked).toEqual({ ok: true, changes: [{ selector: 'h1', ...change }] });
  });

  it('drops unknown fields (html, script) instead of passing them on', () => {
    const checked = validateVisualChanges([{ selector: 'h1', text: 't', html: '<img onerror=x>' }]);
    expect(checked).toEqual({ ok: true, changes: [{ selector: 'h1', text: 't' }] });
  });
});

describe('visual changes refused (hostile or malformed rows)', () => {
  it.each<[string, unknown, string]>([
    ['not an array', { selector: 'h1', text: 't' }, 'changes must be an array'],
    ['an empty list', [], 'changes must be an array'],
    [
      'too many changes',
      Array.from({ length: 51 }, () => ({ selector: 'h1', text: 't' })),
      'changes must be an array',
    ],
    ['a null change', [null], 'changes[0] must be an object'],
    ['no selector', [{ text: 't' }], 'changes[0].selector'],
    ['a blank selector', [{ selector: '  ', text: 't' }], 'changes[0].selector'],
    ['an over-long selector', [{ selector: 'a'.repeat(1025), text: 't' }], 'changes[0].selector'],
    ['nothing to change', [{ selector: 'h1' }], 'must change text, style, attributes or visible'],
    ['text not a string', [{ selector: 'h1', text: 5 }], 'changes[0].text'],
    ['text over 500', [{ selector: 'h1', text: 'x'.repeat(501) }], 'changes[0].text'],
    ['visible not a boolean', [{ selector: 'h1', visible: 'false' }], 'changes[0].visible'],
    [
      'the second change bad',
      [
        { selector: 'h1', text: 't' },
        { selector: 'p', text: 1 },
      ],
      'changes[1].text',
    ],
    ['style not an object', [{ selector: 'h1', style: 'color:red' }], 'changes[0].style'],
    ['style an array', [{ selector: 'h1', style: ['color'] }], 'changes[0].style'],
    ['an empty style', [{ selector: 'h1', style: {} }], 'changes[0].style'],
    [
      'a style value not a string',
      [{ selector: 'h1', style: { color: 1 } }],
      'changes[0].style.color',
    ],
    [
      'a camelCase property',
      [{ selector: 'h1', style: { backgroundColor: 'red' } }],
      'changes[0].style.backgroundColor',
    ],
    [
      'a property with a colon',
      [{ selector: 'h1', style: { 'color:red;x': 'y' } }],
      'is not a valid name',
    ],
    [
      'behavior (IE script)',
      [{ selector: 'h1', style: { behavior: 'url(/x.htc)' } }],
      'changes[0].style.behavior',
    ],
    [
      '-moz-binding',
      [{ selector: 'h1', style: { '-moz-binding': 'url(/x.xml#x)' } }],
      'changes[0].style.-moz-binding',
    ],
    [
      'url(javascript:)',
      [{ selector: 'h1', style: { background: 'url(javascript:alert(1))' } }],
      'script URL',
    ],
    [
      'url( "javascript:" ) quoted and spaced',
      [{ selector: 'h1', style: { background: 'url( "java\tscript:alert(1)" )' } }],
      'changes[0].style.background',
    ],
    [
      'url(data:)',
      [{ selector: 'h1', style: { background: 'url(data:image/svg+xml,<svg onload=x>)' } }],
      'changes[0].style.background',
    ],
    [
      'expression()',
      [{ selector: 'h1', style: { width: 'expression(alert(1))' } }],
      'expression()',
    ],
    [
      'a CSS escape',
      [{ selector: 'h1', style: { background: 'url(\\6a avascript:x)' } }],
      'backslashes',
    ],
    [
      'a closing brace',
      [{ selector: 'h1', style: { color: 'red} body{color:blue' } }],
      'changes[0].style.color',
    ],
    [
      'a semicolon',
      [{ selector: 'h1', style: { color: 'red; background: url(javascript:x)' } }],
      'changes[0].style.color',
    ],
    ['@import', [{ selector: 'h1', style: { color: '@import "x"' } }], 'changes[0].style.color'],
    [
      'a style value over 500',
      [{ selector: 'h1', style: { color: 'r'.repeat(501) } }],
      'changes[0].style.color',
    ],
    [
      'onclick',
      [{ selector: 'a', attributes: { onclick: 'alert(1)' } }],
      'changes[0].attributes.onclick',
    ],
    [
      'ONLOAD upper-case',
      [{ selector: 'img', attributes: { ONLOAD: 'alert(1)' } }],
      'changes[0].attributes.ONLOAD',
    ],
    ['onmouseover', [{ selector: 'a', attributes: { onmouseover: 'x' } }], 'event handler'],
    [
      'href javascript:',
      [{ selector: 'a', attributes: { href: 'javascript:alert(1)' } }],
      'changes[0].attributes.href',
    ],
    [
      'href JaVaScRiPt: mixed case',
      [{ selector: 'a', attributes: { href: 'JaVaScRiPt:alert(1)' } }],
      'changes[0].attributes.href',
    ],
    [
      'href with leading spaces and tabs',
      [{ selector: 'a', attributes: { href: '  java\tscript:alert(1)' } }],
      'changes[0].attributes.href',
    ],
    [
      'href with a control character',
      [{ selector: 'a', attributes: { href: '\u0001javascript:alert(1)' } }],
      'changes[0].attributes.href',
    ],
    [
      'href vbscript:',
      [{ selector: 'a', attributes: { href: 'vbscript:msgbox(1)' } }],
      'changes[0].attributes.href',
    ],
    [
      'src data:',
      [{ selector: 'iframe', attributes: { src: 'data:text/html,<script>x</script>' } }],
      'changes[0].attributes.src',
    ],
    [
      'srcset hiding a script URL',
      [{ selector: 'img', attributes: { srcset: '/a.png 1x, javascript:x 2x' } }],
      'changes[0].attributes.srcset',
    ],
    [
      'formaction javascript:',
      [{ selector: 'button', attributes: { formaction: 'javascript:x' } }],
      'changes[0].attributes.formaction',
    ],
    [
      'xlink:href javascript:',
      [{ selector: 'a', attributes: { 'xlink:href': 'javascript:x' } }],
      'changes[0].attributes.xlink:href',
    ],
    [
      'SVG animate attributeName',
      [{ selector: 'animate', attributes: { attributeName: 'href' } }],
      'changes[0].attributes.attributeName',
    ],
    [
      'SVG set to javascript:',
      [{ selector: 'set', attributes: { to: 'javascript:alert(1)' } }],
      'changes[0].attributes.to',
    ],
    [
      'SVG animate values with javascript:',
      [{ selector: 'animate', attributes: { values: 'https://a.test;javascript:x' } }],
      'changes[0].attributes.values',
    ],
    [
      'meta refresh content',
      [{ selector: 'meta', attributes: { content: '0;url=javascript:x' } }],
      'changes[0].attributes.content',
    ],
    [
      'srcdoc',
      [{ selector: 'iframe', attributes: { srcdoc: '<script>alert(1)</script>' } }],
      'changes[0].attributes.srcdoc',
    ],
    [
      'style as an attribute',
      [{ selector: 'h1', attributes: { style: 'background:url(javascript:x)' } }],
      'changes[0].attributes.style',
    ],
    [
      'an attribute name with a space',
      [{ selector: 'h1', attributes: { 'a b': 'x' } }],
      'is not a valid name',
    ],
    [
      'an attribute name with a quote',
      [{ selector: 'h1', attributes: { 'a"onclick': 'x' } }],
      'is not a valid name',
    ],
    [
      'an attribute value not a string',
      [{ selector: 'h1', attributes: { title: 1 } }],
      'changes[0].attributes.title',
    ],
  ])('%s', (_name, changes, problem) => {
    const checked = validateVisualChanges(changes);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error).toContain(problem);
  });

  it('never throws and never lets an on* attribute or script URL through, whatever the input', () => {
    const attributeName = fc.oneof(
      fc.constantFrom('onclick', 'OnLoad', 'href', 'src', 'title', 'srcset'),
      fc.string(),
    );
    const value = fc.oneof(
      fc.constantFrom('javascript:x', ' JAVASCRIPT:x', 'data:x', '/ok'),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.anything(), fc.dictionary(attributeName, value), (anything, attributes) => {
        expect(() => validateVisualChanges(anything)).not.toThrow();
        const checked = validateVisualChanges([{ selector: 'a', attributes }]);
        if (!checked.ok) return;
        for (const [name, text] of Object.entries(checked.changes[0]?.attributes ?? {})) {
          expect(name.toLowerCase().startsWith('on')).toBe(false);
          expect(
            /javascript:|vbscript:|data:/i.test(text.replace(/\s/g, '')) &&
              /^(href|src|srcset)$/i.test(name),
          ).toBe(false);
        }
      }),
    );
  });
});
