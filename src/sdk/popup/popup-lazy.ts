/** The popup display's lazy chunk: loaded on the first decision, never at boot. */
export { createPopupDisplay } from './popup-display';
