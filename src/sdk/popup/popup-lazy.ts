/**
 * The popup display's lazy chunk: loaded on the first decision of the worker (or a
 * preview), never at boot. It reads the host's callbacks from the plugin's options
 * (popup-options.ts) and builds the display that draws, tracks and reports.
 */
import type { PopupOutcome } from '../core/popup-protocol';
import { warn } from '../log';
import type { Sensors } from '../sensors-types';
import { createPopupDisplay, type PopupDisplay } from './popup-display';
import { readPopupOptions, type PopupOptions } from './popup-options';

export interface OpenedDisplay {
  display: PopupDisplay;
  options: PopupOptions;
}

export function openPopupDisplay(
  sdk: Sensors,
  raw: unknown,
  navigate: (url: string) => void,
): OpenedDisplay {
  // The plugin checked the same setup at start; the listeners are what is read here.
  const read = readPopupOptions(raw, {
    pageProtocol: window.location.protocol,
    serverUrl: sdk.para?.server_url,
    navigate,
  });
  if (!read.ok) throw new Error(read.error);
  const report = (decisionId: string, outcome: PopupOutcome): void => {
    sdk.engine.call('reportPopup', { decisionId, outcome }).then(
      (result) => !result.ok && warn('popup report refused:', result.error),
      (error: unknown) => warn('popup report failed:', error),
    );
  };
  const display = createPopupDisplay({
    options: read.options,
    track: (event, properties) => sdk.track(event, properties),
    libVersion: sdk.lib_version,
    report,
    navigate,
    doc: document,
  });
  return { display, options: read.options };
}
