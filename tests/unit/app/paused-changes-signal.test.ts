// @vitest-environment happy-dom
import { MutationObserver, QueryClient, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { publishPausedChanges } from '../../../src/app/paused-changes-signal';

const signal = () => document.documentElement.getAttribute('data-paused-changes');

afterEach(() => onlineManager.setOnline(true));

describe('publishPausedChanges', () => {
  it('counts the changes paused offline and drops back to 0 once they are sent', async () => {
    const client = new QueryClient();
    client.mount(); // resumes paused changes when the network returns, as the provider does
    const stop = publishPausedChanges(client);
    expect(signal()).toBe('0');

    onlineManager.setOnline(false);
    let sent = 0;
    const observer = new MutationObserver(client, {
      mutationFn: () => Promise.resolve((sent += 1)),
    });
    const done = observer.mutate();
    await expect.poll(signal).toBe('1');
    expect(sent).toBe(0);

    onlineManager.setOnline(true);
    await done;
    expect(sent).toBe(1);
    expect(signal()).toBe('0');
    stop();
    client.unmount();
  });
});
