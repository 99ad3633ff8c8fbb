import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_CHANNEL, QUEUES_CHANGED, QueueSignal } from '../../../src-server/http/back-office/queue-signal';
import type { QueueCounts } from '../../../src-server/http/back-office/queues.queries';

const EMPTY: QueueCounts = { requests: 0, documents: 0, conversations: 0, complaints: 0, arrears: 0, refunds: 0 };

/** A signal over counts the test sets, publishing into `published`. */
function signalOver(counts: { current: QueueCounts; reads: number }, options: { failBroadcast?: boolean } = {}) {
  const published: { channels: string[]; event: string; payload: Record<string, unknown> }[] = [];
  const warnings: string[] = [];
  const signal = new QueueSignal(
    async () => {
      counts.reads += 1;
      return { ...counts.current };
    },
    {
      broadcast: async (channels, event, payload) => {
        if (options.failBroadcast) throw new Error('realtime server down');
        published.push({ channels, event, payload });
      },
    },
    { warn: (_details, message) => void warnings.push(message) },
    { debounceMs: 20, intervalMs: 60_000 },
  );
  return { signal, published, warnings };
}

describe('QueueSignal', () => {
  it('counts a burst of pokes once, and publishes QueuesChanged on private-back-office', async () => {
    const counts = { current: { ...EMPTY, requests: 2 }, reads: 0 };
    const { signal, published } = signalOver(counts);
    for (let i = 0; i < 10; i += 1) signal.poke();
    await signal.settled();
    expect(counts.reads).toBe(1);
    expect(published).toEqual([{ channels: [BACK_OFFICE_CHANNEL], event: QUEUES_CHANGED, payload: { counts: { ...EMPTY, requests: 2 } } }]);
    await signal.stop();
  });

  it('publishes only when the counts differ from the last published', async () => {
    const counts = { current: { ...EMPTY }, reads: 0 };
    const { signal, published } = signalOver(counts);
    signal.poke();
    await signal.settled();
    signal.poke();
    await signal.settled();
    counts.current = { ...EMPTY, documents: 1 };
    signal.poke();
    await signal.settled();
    expect(counts.reads).toBe(3);
    expect(published.map((p) => p.payload)).toEqual([{ counts: EMPTY }, { counts: { ...EMPTY, documents: 1 } }]);
    await signal.stop();
  });

  it('says so in the log, and fails no request, when the realtime server is down', async () => {
    const counts = { current: { ...EMPTY, arrears: 1 }, reads: 0 };
    const failing = signalOver(counts, { failBroadcast: true });
    failing.signal.poke();
    await failing.signal.settled();
    expect(failing.warnings).toEqual(['back-office queue counts not published']);
    await failing.signal.stop();
  });

  it('does nothing once stopped', async () => {
    const counts = { current: { ...EMPTY }, reads: 0 };
    const { signal, published } = signalOver(counts);
    signal.start();
    await signal.stop();
    signal.poke();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counts.reads).toBe(0);
    expect(published).toEqual([]);
  });
});
