import type { FlushReason, TrackedEvent } from '../../../src/sdk/core/engine-protocol';
import { completeEvent } from '../../../src/sdk/core/event-builder';
import type { Transport } from '../../../src/sdk/transport';

/** Records what the facade hands on; `durable` callbacks run only when the test says so. */
export class FakeTransport implements Transport {
  events: TrackedEvent[] = [];
  durable: Array<() => void> = [];
  flushes: FlushReason[] = [];
  hides: string[] = [];
  send(event: TrackedEvent, onDurable?: () => void, common?: Record<string, unknown>): void {
    this.events.push(common ? completeEvent(event, common) : event);
    if (onDurable) this.durable.push(onDurable);
  }
  flush(reason: FlushReason): void {
    this.flushes.push(reason);
  }
  hide(reason: 'pagehide' | 'visibility'): void {
    this.hides.push(reason);
  }
  named(name: string): TrackedEvent[] {
    return this.events.filter((event) => event.event === name);
  }
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Plain track() calls are built at the end of the task (track-log.ts): lets that happen. */
export function nextMicrotask(): Promise<void> {
  return Promise.resolve();
}
