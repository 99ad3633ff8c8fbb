import type { Notification } from './notification.entity';

/** A live listener; `unsubscribe` stops it and is safe to call twice. */
export interface Subscription {
  unsubscribe(): void;
}

/**
 * Notifications as they happen (the realtime channel of spec §9). Delivery is at most once: nothing
 * sent before the channel is subscribed arrives (while the page was loading, or the connection was
 * down), so listeners fetch what they show afresh when `onCatchUp` fires.
 */
export interface NotificationFeed {
  /** Starts receiving `userId`'s notifications; unsubscribing leaves the channel. */
  follow(userId: number, onNotification: (notification: Notification) => void): Subscription;
  /**
   * Called each time the borrower's channel is subscribed: the first time (what was sent while the page
   * loaded did not arrive live) and again after every drop.
   */
  onCatchUp(listener: () => void): Subscription;
}

export const NotificationFeed = Symbol.for('NotificationFeed');
