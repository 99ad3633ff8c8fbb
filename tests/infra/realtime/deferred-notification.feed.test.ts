import { describe, expect, it } from 'vitest';
import type { NotificationFeed, Subscription } from '../../../src-domain/notifications/notification-feed.port';
import type { Notification } from '../../../src-domain/notifications/notification.entity';
import { DeferredNotificationFeed } from '../../../src-infra/realtime/deferred-notification.feed';

/** A feed standing in for the realtime client: records who follows and lets the test publish. */
class RecordingFeed implements NotificationFeed {
  readonly listeners = new Map<number, Set<(n: Notification) => void>>();
  follow(userId: number, listener: (n: Notification) => void): Subscription {
    if (!this.listeners.has(userId)) this.listeners.set(userId, new Set());
    this.listeners.get(userId)!.add(listener);
    return { unsubscribe: () => this.listeners.get(userId)!.delete(listener) };
  }
  onCatchUp(): Subscription {
    return { unsubscribe: () => undefined };
  }
  publish(userId: number, notification: Notification): void {
    for (const listener of this.listeners.get(userId) ?? []) listener(notification);
  }
}

const notification = { id: 'n-1', type: 'PaymentReceived' } as unknown as Notification;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('DeferredNotificationFeed', () => {
  it('loads the real feed on the first follow only, and delivers to a follower who came before it arrived', async () => {
    const real = new RecordingFeed();
    let loads = 0;
    const feed = new DeferredNotificationFeed(async () => {
      loads += 1;
      return real;
    });
    expect(loads).toBe(0);
    const received: Notification[] = [];
    feed.follow(7, (n) => received.push(n));
    feed.follow(7, () => undefined);
    await settle();
    real.publish(7, notification);
    expect(received).toEqual([notification]);
    expect(loads).toBe(1);
  });

  it('never subscribes a follower who left before the real feed arrived', async () => {
    const real = new RecordingFeed();
    const feed = new DeferredNotificationFeed(async () => real);
    feed.follow(7, () => undefined).unsubscribe();
    await settle();
    expect(real.listeners.get(7)?.size ?? 0).toBe(0);
  });

  it('tries the download again for the next follower when it failed', async () => {
    const real = new RecordingFeed();
    let attempt = 0;
    const feed = new DeferredNotificationFeed(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk failed to load');
      return real;
    });
    feed.follow(7, () => undefined);
    await settle();
    feed.follow(7, () => undefined);
    await settle();
    expect(attempt).toBe(2);
    expect(real.listeners.get(7)?.size).toBe(1);
  });
});
