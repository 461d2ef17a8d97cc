/** Headless Debian Chromium for the bench; the browser can reach 127.0.0.1 only. */
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      // Any host but the receiver fails to resolve: no SDK may phone home during the bench.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
}
