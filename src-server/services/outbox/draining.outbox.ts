import type { Outbox, OutboxMessage } from './outbox.port';

/** The longest a closing server waits for messages still being handed over (within main's 10 s grace). */
const DRAIN_LIMIT_MS = 5_000;

/**
 * Keeps the deliveries under way so that closing the server waits for them: a code asked for a
 * moment before a restart still reaches the person, and nothing writes into the outbox after close.
 * Requests do not wait for delivery (the answer goes out first); only `drain` does.
 */
export class DrainingOutbox implements Outbox {
  private readonly underWay = new Set<Promise<void>>();

  constructor(private readonly inner: Outbox) {}

  send(message: OutboxMessage): Promise<void> {
    const delivery = this.inner.send(message);
    this.underWay.add(delivery);
    const forget = () => void this.underWay.delete(delivery);
    delivery.then(forget, forget);
    return delivery;
  }

  /** Resolves once every delivery under way has ended, or after `limitMs` (a mail server that hangs). */
  async drain(limitMs = DRAIN_LIMIT_MS): Promise<void> {
    if (this.underWay.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs).unref()));
    await Promise.race([Promise.allSettled([...this.underWay]), limit]);
    clearTimeout(timer);
  }
}
