import { describe, expect, it } from 'vitest';
import { popupApiBase } from '../../../../src/app/popups/start-popups';
import { namedPlugin } from '../../../../src/sdk/plugin-registry';
import { lazyPopupPlugin } from '../../../../src/sdk/popup/lazy-popup-plugin';

describe('app popup setup', () => {
  it.each([
    [undefined, 'http://127.0.0.1:5173'],
    ['', 'http://127.0.0.1:5173'],
    ['   ', 'http://127.0.0.1:5173'],
    [' https://focus.example.com ', 'https://focus.example.com'],
  ])('VITE_POPUP_API_BASE_URL %j → %s', (configured, expected) => {
    expect(popupApiBase(configured, 'http://127.0.0.1:5173')).toBe(expected);
  });

  it('registers the plugin under the Sensors names', () => {
    expect(namedPlugin('Popup')).toBe(lazyPopupPlugin);
    expect(namedPlugin('WebPopup')).toBe(lazyPopupPlugin);
  });
});
