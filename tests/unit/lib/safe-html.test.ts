// @vitest-environment jsdom
// jsdom, not happy-dom: happy-dom's parser is not faithful enough for DOMPurify (it keeps <script>).
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/lib/safe-html';

const ORIGIN = 'https://m.example.cn';
const clean = (html: string) => sanitizeHtml(html, window, ORIGIN);

/** Parses the output again, as the page would, to assert on the DOM rather than on text. */
function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = clean(html);
  return box;
}

describe('sanitizeHtml: hostile input is neutralised', () => {
  it.each([
    ['script tag', '<p>hi</p><script>window.x=1</script>', 'script'],
    ['script in svg', '<svg><script>alert(1)</script></svg>', 'script'],
    ['svg with onload', '<svg onload="alert(1)"><circle r="1"/></svg>', 'svg'],
    ['math', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'math'],
    ['iframe', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', 'iframe'],
    ['object', '<object data="x.swf"></object>', 'object'],
    ['embed', '<embed src="x.swf">', 'embed'],
    ['form', '<form action="https://evil.example"><input name="pwd"></form>', 'form'],
    ['input', '<input autofocus onfocus="alert(1)">', 'input'],
    ['button', '<button formaction="javascript:alert(1)">x</button>', 'button'],
    ['style tag', '<style>body{display:none}</style><p>x</p>', 'style'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">', 'link'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', 'meta'],
    ['base', '<base href="https://evil.example/">', 'base'],
  ])('%s is removed', (_name, html, tag) => {
    expect(parse(html).querySelector(tag)).toBeNull();
    expect(clean(html)).not.toMatch(/alert|evil\.example/);
  });

  it.each([
    ['onerror', '<img src="/a.png" onerror="alert(1)">'],
    ['onclick', '<p onclick="alert(1)">x</p>'],
    ['onmouseover', '<a href="/x" onmouseover="alert(1)">x</a>'],
    [
      'style attribute',
      '<p style="position:fixed;inset:0;background:url(javascript:alert(1))">x</p>',
    ],
    ['data attribute', '<p data-bind="alert(1)">x</p>'],
  ])('%s attribute is removed', (_name, html) => {
    const out = clean(html);
    expect(out).not.toMatch(/\bon\w+=|style=|data-|alert/);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['JavaScript: with spaces and entities', '<a href=" jav&#x09;ascript:alert(1)">x</a>'],
    [
      'data:text/html',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    ],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['protocol-relative', '<a href="//evil.example/x">x</a>'],
  ])('%s link loses its href', (_name, html) => {
    const link = parse(html).querySelector('a');
    expect(link?.getAttribute('href') ?? null).toBeNull();
    expect(link?.textContent).toBe('x');
  });

  it('refuses data: images', () => {
    const img = parse('<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">');
    expect(img.querySelector('img')?.getAttribute('src') ?? null).toBeNull();
  });

  it('never throws and answers "" for non-strings', () => {
    expect(sanitizeHtml(undefined, window, ORIGIN)).toBe('');
    expect(sanitizeHtml(42, window, ORIGIN)).toBe('');
    expect(sanitizeHtml({ toString: () => '<script></script>' }, window, ORIGIN)).toBe('');
  });
});

describe('sanitizeHtml: content keeps its structure', () => {
  it('keeps headings, paragraphs, lists, tables and emphasis', () => {
    const box = parse(
      '<h2>一、出价</h2><p>每次<strong>加价</strong>10 元</p><ul><li>a</li></ul>' +
        '<table><tbody><tr><td>6%</td></tr></tbody></table>',
    );
    expect(box.querySelector('h2')?.textContent).toBe('一、出价');
    expect(box.querySelector('strong')?.textContent).toBe('加价');
    expect(box.querySelectorAll('li')).toHaveLength(1);
    expect(box.querySelector('td')?.textContent).toBe('6%');
  });

  it('opens external links in a new tab without an opener; internal links stay', () => {
    const box = parse(
      '<a href="https://other.example/x">out</a><a href="/leval" target="_top">in</a>',
    );
    const [out, inside] = Array.from(box.querySelectorAll('a'));
    expect(out?.getAttribute('target')).toBe('_blank');
    expect(out?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.getAttribute('href')).toBe('/leval');
    expect(inside?.hasAttribute('target')).toBe(false);
  });

  it('makes images lazy with an alt', () => {
    const img = parse('<img src="https://cdn.example/a.jpg" width="1200">').querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.getAttribute('alt')).toBe('');
  });
});
