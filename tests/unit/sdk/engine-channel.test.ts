import { expose } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalyticsEngine, EngineNotice } from '../../../src/sdk/core/engine-protocol';
import { NOTICE_MESSAGE } from '../../../src/sdk/core/engine-protocol';
import type { PopupDecision } from '../../../src/sdk/core/popup-protocol';
import { createEngineChannel } from '../../../src/sdk/engine-channel';
import { connectEngine, onNotice } from '../../../src/sdk/engine-port';
import { noticePoster } from '../../../workers/notices';

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

function channelPair() {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  port1.start();
  port2.start();
  return { worker: port1, page: port2 };
}

const decision: PopupDecision = {
  decisionId: 'd1',
  displayUuid: 'u1',
  plan: {
    plan_id: '7',
    is_control_group: false,
    is_trigger: true,
    popup_type: 'PRESET',
    content: '{"template":{"title":"<b>hi</b>"}}',
  },
};
const popupNotice: EngineNotice = { kind: 'popup', type: 'show', decision };

/** Resolves with the next `count` notices the page side sees. */
function collect(page: MessagePort, count: number): Promise<EngineNotice[]> {
  return new Promise((resolve) => {
    const seen: EngineNotice[] = [];
    const stop = onNotice(page, (notice) => {
      seen.push(notice);
      if (seen.length === count) {
        stop();
        resolve(seen);
      }
    });
  });
}

describe('worker → page notices over a real MessageChannel', () => {
  it('delivers each posted notice, in order, structurally intact', async () => {
    const { worker, page } = channelPair();
    const arrived = collect(page, 2);
    const post = noticePoster(worker);
    post(popupNotice);
    post({ ...popupNotice, decision: { ...decision, decisionId: 'd2' } });
    const notices = await arrived;
    expect(notices).toEqual([
      popupNotice,
      { ...popupNotice, decision: { ...decision, decisionId: 'd2' } },
    ]);
  });

  it('ignores messages that are not notices (call answers, foreign messages, malformed notices)', async () => {
    const { worker, page } = channelPair();
    const arrived = collect(page, 1);
    worker.postMessage({ id: '1', type: 'RAW', value: { ok: true } });
    worker.postMessage(null);
    worker.postMessage('hello');
    worker.postMessage({ type: NOTICE_MESSAGE });
    worker.postMessage({ type: NOTICE_MESSAGE, notice: { kind: 42 } });
    noticePoster(worker)(popupNotice);
    expect(await arrived).toEqual([popupNotice]);
  });

  it('stops delivering after unsubscribe', async () => {
    const { worker, page } = channelPair();
    const seen: EngineNotice[] = [];
    const stop = onNotice(page, (notice) => seen.push(notice));
    stop();
    const later = collect(page, 1);
    noticePoster(worker)(popupNotice);
    await later;
    expect(seen).toEqual([]);
  });

  it('a poster whose target throws (page gone, uncloneable) drops the notice without throwing', () => {
    const post = noticePoster({
      postMessage() {
        throw new DOMException('could not be cloned', 'DataCloneError');
      },
    });
    expect(() => post(popupNotice)).not.toThrow();
  });
});

describe('the SDK engine channel (sensors.engine)', () => {
  it('hands notices to the subscribers of their kind while comlink calls keep answering', async () => {
    const { worker, page } = channelPair();
    const post = noticePoster(worker);
    const engine: Partial<AnalyticsEngine> = {
      async reportPopup(report) {
        // A notice sent in the middle of a call must not disturb its answer.
        post(popupNotice);
        return report.outcome === 'shown' ? { ok: true } : { ok: false, error: 'not shown' };
      },
    };
    expose(engine, worker);
    const channel = createEngineChannel();
    channel.attach(connectEngine(page), page);
    const seen: PopupDecision[] = [];
    const noticed = new Promise<void>((resolve) => {
      channel.subscribe('popup', (notice) => {
        seen.push(notice.decision);
        resolve();
      });
    });
    const answer = await channel.call('reportPopup', { decisionId: 'd1', outcome: 'shown' });
    await noticed;
    expect(answer).toEqual({ ok: true });
    expect(seen).toEqual([decision]);
  });

  it('keeps dispatching to other subscribers when one throws, and unsubscribes', async () => {
    const { worker, page } = channelPair();
    const channel = createEngineChannel();
    channel.attach(connectEngine(page), page);
    const seen: string[] = [];
    channel.subscribe('popup', () => {
      throw new Error('plugin bug');
    });
    const stop = channel.subscribe('popup', (notice) =>
      seen.push(`a:${notice.decision.decisionId}`),
    );
    const done = new Promise<void>((resolve) =>
      channel.subscribe('popup', (notice) => {
        seen.push(`b:${notice.decision.decisionId}`);
        if (notice.decision.decisionId === 'd2') resolve();
      }),
    );
    const post = noticePoster(worker);
    post(popupNotice);
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop();
    post({ ...popupNotice, decision: { ...decision, decisionId: 'd2' } });
    await done;
    expect(seen).toEqual(['a:d1', 'b:d1', 'b:d2']);
  });

  it('rejects calls and delivers nothing once detached (direct-sending fallback)', async () => {
    const { worker, page } = channelPair();
    const channel = createEngineChannel();
    await expect(channel.call('resetPopupVisitor', 'x')).rejects.toThrow('unavailable');
    channel.attach(connectEngine(page), page);
    channel.detach();
    const seen: unknown[] = [];
    channel.subscribe('popup', (notice) => seen.push(notice));
    const still = collect(page, 1);
    noticePoster(worker)(popupNotice);
    await still;
    expect(seen).toEqual([]);
    await expect(channel.call('resetPopupVisitor', 'x')).rejects.toThrow('unavailable');
  });

  it('rejects the calls in flight when the worker never starts (detach), so a fallback runs', async () => {
    const { page } = channelPair(); // nothing answers on the worker side
    const channel = createEngineChannel();
    channel.attach(connectEngine(page), page);
    const pending = channel.call('resetPopupVisitor', 'x');
    channel.detach();
    await expect(pending).rejects.toThrow('unavailable');
  });
});
