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
const BLOCK = 'p,h1,h2,h3,h4,h5,h6,li,tr,div,table,ul,ol,blockquote,pre,section,article';

/** One line per block, no markup; '' for anything that is not a string. */
export function htmlToText(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const hidden of doc.querySelectorAll(NOT_TEXT)) hidden.remove();
  for (const lineBreak of doc.body.querySelectorAll('br')) lineBreak.replaceWith('\n');
  for (const block of doc.body.querySelectorAll(BLOCK)) block.after('\n');
  return (doc.body.textContent ?? '')
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
