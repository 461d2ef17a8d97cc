import { expose } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  AnalyticsEngine,
  EngineResult,
  FlushReason,
  TrackedEvent,
} from '../../../src/sdk/core/engine-protocol';
import { connectEngine } from '../../../src/sdk/engine-port';

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/** The page's calls over a real MessageChannel to an engine exposed with the installed comlink. */
function connect(engine: Partial<AnalyticsEngine>) {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  expose(engine, port1);
  port2.start();
  return connectEngine(port2);
}

describe('connectEngine (comlink wire format)', () => {
  it('calls the exposed engine with its arguments and resolves with its answers', async () => {
    const seen: unknown[] = [];
    const client = connect({
      async enqueue(events: TrackedEvent[]): Promise<EngineResult> {
        seen.push(events.map((event) => event._track_id));
        return { ok: true, stored: 'memory' };
      },
      async flush(reason: FlushReason) {
        seen.push(reason);
        return { sent: 1, pending: 0, failed: false };
      },
    });
    const event = { _track_id: 7 } as TrackedEvent;
    const [enqueued, flushed] = await Promise.all([
      client.enqueue([event]),
      client.flush('manual'),
    ]);
    expect(enqueued).toEqual({ ok: true, stored: 'memory' });
    expect(flushed).toEqual({ sent: 1, pending: 0, failed: false });
    expect(seen).toEqual([[7], 'manual']);
  });

  it('rejects when the engine throws after all', async () => {
    const client = connect({
      async start(): Promise<EngineResult> {
        throw new Error('boom');
      },
    });
    await expect(client.start({} as never)).rejects.toThrow('analytics engine call failed');
  });
});
