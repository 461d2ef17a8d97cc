/**
 * Draws a PRESET popup (CONTRACTS "Popups in the page") with DOM text nodes
 * only: every string of the content is set as textContent or an attribute
 * value, never parsed as HTML, so no script in content ever runs. The root is
 * a full-screen dialog (`role="dialog"`, `data-sf-popup`) over a mask; focus
 * moves in and back out, Tab stays inside, Escape and the mask close it.
 */
import type { PopupButton, PopupContent } from '../core/popup/content';

export interface PresetHandlers {
  button(button: PopupButton, index: number): void;
  mask(): void;
  /** The corner close button or Escape. */
  dismiss(): void;
}

export interface PresetView {
  root: HTMLElement;
  close(): void;
}

const STYLE_ID = 'sf-popup-style';
const CSS = `
[data-sf-popup]{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center}
[data-sf-popup] .sf-popup-mask{position:absolute;inset:0;background:rgba(0,0,0,.55)}
[data-sf-popup] .sf-popup-box{position:relative;box-sizing:border-box;width:min(84vw,320px);max-height:80vh;overflow:auto;background:#fff;border-radius:12px;padding:20px 16px 16px;text-align:center;color:#222;font-size:15px;line-height:1.5;outline:none}
[data-sf-popup] .sf-popup-image{display:block;max-width:100%;margin:0 auto 12px;border-radius:8px}
[data-sf-popup] .sf-popup-title{margin:0 0 8px;font-size:18px;font-weight:600;word-break:break-word}
[data-sf-popup] .sf-popup-text{margin:0 0 16px;white-space:pre-wrap;word-break:break-word}
[data-sf-popup] .sf-popup-buttons{display:flex;gap:8px;justify-content:center;flex-wrap:wrap}
[data-sf-popup] .sf-popup-button{flex:1 1 0;min-width:96px;min-height:40px;border:0;border-radius:20px;background:#ff6a00;color:#fff;font-size:15px}
[data-sf-popup] .sf-popup-button+.sf-popup-button{background:#f2f2f2;color:#333}
[data-sf-popup] .sf-popup-close{position:absolute;top:4px;right:4px;width:36px;height:36px;border:0;background:none;font-size:22px;line-height:1;color:#888}
`;

function ensureStyle(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  doc.head.appendChild(style);
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Escape dismisses; Tab stays inside the dialog (aria-modal). */
function dialogKeys(doc: Document, box: HTMLElement, dismiss: () => void) {
  return (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dismiss();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...box.querySelectorAll<HTMLElement>('button')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && doc.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && doc.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}

export function renderPreset(
  doc: Document,
  marker: string,
  content: PopupContent,
  handlers: PresetHandlers,
): PresetView {
  ensureStyle(doc);
  const { template } = content;
  const previousFocus = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  const root = element(doc, 'div', 'sf-popup');
  root.setAttribute('data-sf-popup', marker);
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  const mask = element(doc, 'div', 'sf-popup-mask');
  mask.addEventListener('click', () => handlers.mask());
  const box = element(doc, 'div', 'sf-popup-box');
  box.tabIndex = -1;
  if (template.image_url) {
    const image = element(doc, 'img', 'sf-popup-image');
    image.alt = '';
    image.referrerPolicy = 'no-referrer';
    image.src = template.image_url;
    box.appendChild(image);
  }
  if (template.title) {
    const title = element(doc, 'h2', 'sf-popup-title', template.title);
    title.id = `sf-popup-title-${marker}`;
    root.setAttribute('aria-labelledby', title.id);
    box.appendChild(title);
  } else {
    root.setAttribute('aria-label', '活动弹窗');
  }
  if (template.text) box.appendChild(element(doc, 'p', 'sf-popup-text', template.text));
  const row = element(doc, 'div', 'sf-popup-buttons');
  template.buttons.forEach((button, index) => {
    const node = element(doc, 'button', 'sf-popup-button', button.text);
    node.type = 'button';
    node.addEventListener('click', () => handlers.button(button, index));
    row.appendChild(node);
  });
  if (template.buttons.length > 0) box.appendChild(row);
  const close = element(doc, 'button', 'sf-popup-close', '×');
  close.type = 'button';
  close.setAttribute('aria-label', '关闭');
  close.addEventListener('click', () => handlers.dismiss());
  box.appendChild(close);
  root.append(mask, box);

  const onKey = dialogKeys(doc, box, () => handlers.dismiss());
  doc.addEventListener('keydown', onKey, true);
  doc.body.appendChild(root);
  (row.querySelector('button') ?? box).focus();

  let open = true;
  return {
    root,
    close() {
      if (!open) return;
      open = false;
      doc.removeEventListener('keydown', onKey, true);
      root.remove();
      if (previousFocus?.isConnected) previousFocus.focus();
    },
  };
}
