// Several calls failing with 8888 at once (a page loads in parallel) must show one modal, not a stack.
let open = false;

/**
 * In-page stand-in for the host app's service-stopped modal (spec 000 §8, code
 * 8888) when the page runs in a plain browser or an installed PWA. The message
 * is rendered as text, never as HTML.
 */
export function showServiceStoppedModal(message: string): Promise<void> {
  if (open) return Promise.resolve();
  open = true;
  // antd-mobile's Dialog (and its animation layer) loads on first use: 8888 is rare.
  return import('antd-mobile/es/components/dialog')
    .then(({ default: Dialog }) =>
      Dialog.alert({ title: '服务暂停', content: String(message), confirmText: '我知道了' }),
    )
    .finally(() => {
      open = false;
    });
}
