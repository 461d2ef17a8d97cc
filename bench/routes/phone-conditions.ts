/**
 * The issue 6 phone: Chromium's network emulation at 1.6 Mbps down, 750 kbps
 * up and 150 ms round trip (Lighthouse's "slow 4G"), and a 4× CPU slowdown.
 * Applied per page through the DevTools protocol, before the navigation.
 */
import type { Page } from 'playwright-core';

export const PHONE_CONDITIONS = {
  downloadKbps: 1600,
  uploadKbps: 750,
  rttMs: 150,
  cpuSlowdown: 4,
} as const;

export async function emulatePhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_CONDITIONS.rttMs,
    // The protocol takes bytes per second.
    downloadThroughput: (PHONE_CONDITIONS.downloadKbps * 1000) / 8,
    uploadThroughput: (PHONE_CONDITIONS.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CONDITIONS.cpuSlowdown });
}
