import type { Notification } from './notification.entity';

/** A live listener; `unsubscribe` stops it and is safe to call twice. */
export interface Subscription {
  unsubscribe(): void;
}

/**
 * Notifications as they happen (the realtime channel of spec §9). Delivery is at most once: while
 * the connection is down nothing arrives, so listeners refetch the inbox when `onReconnect` fires.
 */
export interface NotificationFeed {
  /** Starts receiving `userId`'s notifications; unsubscribing leaves the channel. */
  follow(userId: number, onNotification: (notification: Notification) => void): Subscription;
  /** Called each time the connection comes back after a drop (not on the first connect). */
  onReconnect(listener: () => void): Subscription;
}

export const NotificationFeed = Symbol.for('NotificationFeed');
