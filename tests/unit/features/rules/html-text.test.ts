// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../../src/features/rules/html-text';

describe('htmlToText: an article body as the diff reads it', () => {
  it('puts each block on its own line and keeps inline text together', () => {
    const html =
      '<h2>第一条</h2><p>竞拍 <strong>保证金</strong> 规则</p><ul><li>甲</li><li>乙</li></ul>';
    expect(htmlToText(html)).toBe('第一条\n竞拍 保证金 规则\n甲\n乙');
  });

  it('breaks lines at <br> and drops the blank lines between blocks', () => {
    expect(htmlToText('<p>一<br>二</p>\n\n<div>  </div><p>三</p>')).toBe('一\n二\n三');
  });

  it('leaves out script source, style sheets and templates', () => {
    const html =
      '<p>正文</p><script>window.hit = 1</script><style>p{color:red}</style>' +
      '<template><p>模板</p></template><svg><text>图</text></svg>';
    expect(htmlToText(html)).toBe('正文');
  });

  it('runs nothing from the body: handlers stay text-less attributes of an inert document', () => {
    const win = window as Window & { hit?: number };
    delete win.hit;
    const text = htmlToText(
      '<img src="x" onerror="window.hit = 1"><p onclick="window.hit = 2">点</p>',
    );
    expect(text).toBe('点');
    expect(win.hit).toBeUndefined();
  });

  it('reads markup as text, never as HTML', () => {
    expect(htmlToText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<script>alert(1)</script>',
    );
  });

  it('answers "" for what is not a string', () => {
    expect(htmlToText(undefined)).toBe('');
    expect(htmlToText(42)).toBe('');
    expect(htmlToText('')).toBe('');
  });
});
