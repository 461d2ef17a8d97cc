/**
 * The readable text of an article body (server HTML), for the version diff, which
 * shows it as React text nodes and never as HTML. No sanitiser is needed for that
 * (the route then loads 11.5 KB gz less, issue 13 route budget): DOMParser builds an
 * inert document (no browsing context, so no script runs, no handler fires and no
 * image loads), and only text is read from it. The elements whose text is not
 * readable content (script source, style sheets, templates) are left out.
 */
const NOT_TEXT = 'script,style,template,noscript,iframe,object,embed,svg,math,head,title';

/** Elements after which the text starts a new line, as the rendered body would. */
const BLOCK = /^(P|H[1-6]|LI|TR|DIV|TABLE|UL|OL|BLOCKQUOTE|PRE|SECTION|ARTICLE)$/;

function collect(node: Node, out: string[]): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === Node.TEXT_NODE) {
      out.push(child.nodeValue ?? '');
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const tag = (child as Element).tagName;
      if (tag === 'BR') out.push('\n');
      collect(child, out);
      if (BLOCK.test(tag)) out.push('\n');
    }
  }
}

/** One line per block, no markup; '' for anything that is not a string. */
export function htmlToText(html: unknown, parser: DOMParser = new DOMParser()): string {
  if (typeof html !== 'string' || html === '') return '';
  const doc = parser.parseFromString(html, 'text/html');
  for (const hidden of doc.querySelectorAll(NOT_TEXT)) hidden.remove();
  const out: string[] = [];
  collect(doc.body, out);
  return out
    .join('')
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
