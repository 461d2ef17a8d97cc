/**
 * The link-experiment mask (spec 001 §4, §9: at most 500 ms): a style that hides
 * the page's body until the decision is made, inserted before the app renders
 * so the control page's content never flashes. A style, not an overlay: it
 * needs no body yet and hides content from screen readers and clicks too.
 */
export const MASK_ATTRIBUTE = 'data-sf-abtest-mask';

export function insertMask(doc: Document = document): () => void {
  const style = doc.createElement('style');
  style.setAttribute(MASK_ATTRIBUTE, '');
  style.textContent = 'body{visibility:hidden!important}';
  (doc.head ?? doc.documentElement).appendChild(style);
  return () => style.remove();
}
