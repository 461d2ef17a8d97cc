/**
 * Records, inside the page, when route content first shows. Only what a DOM
 * change adds is read (added nodes' text, changed text nodes), so the probe
 * stays cheap on the throttled CPU (reading the whole body per frame cost
 * about 80 ms of a 2.5 s load); once a marker is seen, its time is taken at
 * the next animation frame, a frame the text can be painted in.
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
  const pending = new Set();
  window.__benchMarks = seen;
  const look = (text) => {
    if (!text) return;
    for (const [name, marker] of Object.entries(wanted)) {
      if (name in seen || pending.has(name) || !text.includes(marker)) continue;
      pending.add(name);
      requestAnimationFrame(() => {
        seen[name] = performance.now();
      });
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') look(record.target.data);
      for (const node of record.addedNodes) look(node.textContent);
    }
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
