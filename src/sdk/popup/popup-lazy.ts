/** The popup display's lazy chunk: loaded on the first decision or preview, never at boot. */
export { createPopupDisplay } from './popup-display';
export { showPreview } from './popup-preview';
