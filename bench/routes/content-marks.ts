/**
 * Records, inside the page, when route content first shows: on every DOM
 * change a check is scheduled for the next animation frame (so the time is a
 * frame the text could be painted in, and a burst of changes costs one check),
 * and the first frame whose text contains a marker is kept. `textContent`,
 * not `innerText`, so the probe never forces a layout on the throttled CPU.
 */
import type { Page } from 'playwright-core';

/** Marker name → text that shows it (e.g. content: a seeded bank name). */
export type Markers = Record<string, string>;

export type SeenMarks = Record<string, number>;

declare global {
  interface Window {
    __benchMarks?: SeenMarks;
  }
}

// Plain JavaScript text, not a function: tsx would add `__name` helpers to a
// function's inner declarations, which do not exist in the page.
const MARKS_SCRIPT = `(wanted) => {
  const seen = {};
  window.__benchMarks = seen;
  let scheduled = false;
  const check = () => {
    scheduled = false;
    const text = document.body ? document.body.textContent || '' : '';
    for (const [name, marker] of Object.entries(wanted)) {
      if (!(name in seen) && text.includes(marker)) seen[name] = performance.now();
    }
  };
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}`;

export async function watchMarkers(page: Page, markers: Markers): Promise<void> {
  await page.addInitScript({ content: `(${MARKS_SCRIPT})(${JSON.stringify(markers)});` });
}

/** Waits until one of `names` was seen; returns all marks seen so far. */
export async function waitForAnyMark(
  page: Page,
  names: readonly string[],
  timeoutMs: number,
): Promise<SeenMarks> {
  await page.waitForFunction(
    (wanted) => wanted.some((name) => name in (window.__benchMarks ?? {})),
    names,
    { timeout: timeoutMs, polling: 100 },
  );
  return page.evaluate(() => ({ ...(window.__benchMarks ?? {}) }));
}

/** First contentful paint of the page's navigation, ms from its start, or null. */
export function firstContentfulPaint(page: Page): Promise<number | null> {
  return page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
}
