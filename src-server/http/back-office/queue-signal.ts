import type { FastifyInstance } from 'fastify';
import type { Broadcaster } from '../../realtime/broadcaster.port';
import type { QueueCounts } from './queues.queries';

/** The staff's private channel (docs/design/back-office.md §6). */
export const BACK_OFFICE_CHANNEL = 'private-back-office';
export const QUEUES_CHANGED = 'QueuesChanged';

/** A burst of writes (a borrower filling in a form) is counted once, this long after the first. */
export const RECOUNT_DEBOUNCE_MS = 250;
/** Work done elsewhere (the `lender` command, another instance) is seen within this. */
export const RECOUNT_INTERVAL_MS = 60_000;

interface QueueSignalOptions {
  debounceMs?: number;
  intervalMs?: number;
}

/**
 * Publishes `QueuesChanged {counts}` on the back office's channel when the queues' sizes change. It is
 * poked after each successful write and each servicing run, and ticks once a minute; each poke
 * recounts from the database (so several instances agree) after a short debounce, and publishes only
 * when the counts differ from the last published.
 */
export class QueueSignal {
  private lastPublished: string | null = null;
  private pending: NodeJS.Timeout | null = null;
  private ticker: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly debounceMs: number;
  private readonly intervalMs: number;

  constructor(
    private readonly count: () => Promise<QueueCounts>,
    private readonly broadcaster: Pick<Broadcaster, 'broadcast'>,
    private readonly log: { warn(details: object, message: string): void },
    options: QueueSignalOptions = {},
  ) {
    this.debounceMs = options.debounceMs ?? RECOUNT_DEBOUNCE_MS;
    this.intervalMs = options.intervalMs ?? RECOUNT_INTERVAL_MS;
  }

  /** Asks for a recount soon; pokes within the debounce share one. */
  poke(): void {
    if (this.stopped || this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = null;
      // One recount at a time, so two publishes never race each other's `lastPublished`.
      this.running = this.running.then(() => this.recount());
    }, this.debounceMs);
    this.pending.unref();
  }

  /** Starts the once-a-minute tick. */
  start(): void {
    if (this.ticker || this.stopped) return;
    this.ticker = setInterval(() => this.poke(), this.intervalMs);
    this.ticker.unref();
  }

  /** Stops the timers and waits for a recount under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pending) clearTimeout(this.pending);
    if (this.ticker) clearInterval(this.ticker);
    this.pending = null;
    this.ticker = null;
    await this.running;
  }

  /** Waits for a poke's recount (tests, and anyone who must see the event sent). */
  async settled(): Promise<void> {
    while (this.pending) await new Promise((resolve) => setTimeout(resolve, this.debounceMs));
    await this.running;
  }

  private async recount(): Promise<void> {
    if (this.stopped) return;
    try {
      const counts = await this.count();
      const key = JSON.stringify(counts);
      if (key === this.lastPublished) return;
      await this.broadcaster.broadcast([BACK_OFFICE_CHANNEL], QUEUES_CHANGED, { counts });
      this.lastPublished = key;
    } catch (error) {
      // The counts are read again at the next poke or tick; a realtime server down must not fail a request.
      this.log.warn({ err: error }, 'back-office queue counts not published');
    }
  }
}

/** Pokes `signal` after every successful write request, ticks while the app is up and stops on close. */
export function installQueueSignal(app: FastifyInstance, signal: QueueSignal): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS' && reply.statusCode < 400) signal.poke();
    done();
  });
  app.addHook('onReady', async () => signal.start());
  app.addHook('onClose', async () => signal.stop());
}
