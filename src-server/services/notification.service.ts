import { randomUUID } from 'node:crypto';
import type { NotificationData } from '../../src-domain/notifications/notification-type';
import type { NotificationRecord, NotificationsRepository } from '../db/notifications.repository';
import type { Broadcaster } from '../realtime/broadcaster.port';
import type { Clock } from './clock.port';

/** Laravel's event name for a broadcast notification; Echo's `.notification()` listens for it. */
export const BROADCAST_NOTIFICATION_CREATED = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

/** Unread notifications listed at most; older unread ones stay stored until marked read. */
export const UNREAD_LIST_LIMIT = 100;

/** Laravel's private channel for a user's notifications. */
export function userChannel(userId: number): string {
  return `private-App.Models.User.${userId}`;
}

export interface NotificationLogger {
  error(details: object, message: string): void;
}

/**
 * Notifies users: stores the notification as Laravel does, then broadcasts
 * `BroadcastNotificationCreated` on `private-App.Models.User.{id}` with Laravel's payload
 * (the data fields, plus `id` and `type`). Broadcasting is best effort and does not hold up the
 * caller: a client that was offline finds the notification in its unread list.
 */
export class NotificationService {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly broadcaster: Broadcaster,
    private readonly clock: Clock,
    private readonly log: NotificationLogger,
  ) {}

  /**
   * Stores and broadcasts a notification for `userId`. `type` is one of `NotificationType`
   * (src-domain/notifications/notification-type.ts); `data` is plain JSON without `id` or `type` keys.
   */
  async notify(userId: number, type: string, data: NotificationData = {}): Promise<NotificationRecord> {
    const { id: _id, type: _type, ...fields } = data;
    const stored = await this.notifications.create({ id: randomUUID(), type, userId, data: fields }, this.clock.now());
    this.track(this.broadcast(stored));
    return stored;
  }

  /** The user's unread notifications, newest first. */
  unread(userId: number): Promise<NotificationRecord[]> {
    return this.notifications.unreadOf(userId, UNREAD_LIST_LIMIT);
  }

  /** Marks the user's notification read (again is harmless); null when it is not theirs or does not exist. */
  async markRead(userId: number, id: string): Promise<NotificationRecord | null> {
    const found = await this.notifications.findOfUser(userId, id);
    if (!found) return null;
    if (found.readAt !== null) return found;
    await this.notifications.markRead(userId, id, this.clock.now());
    return this.notifications.findOfUser(userId, id);
  }

  /** Marks read the user's unread notifications of `type` whose data `matches` (what they have now seen elsewhere). */
  markSeen(userId: number, type: string, matches: (data: Record<string, unknown>) => boolean): Promise<number> {
    return this.notifications.markReadWhere(userId, type, matches, this.clock.now());
  }

  /** Waits for the broadcasts under way (on shutdown, and in tests). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private async broadcast(notification: NotificationRecord): Promise<void> {
    try {
      // BroadcastNotificationCreated::broadcastWith(): the data, then id and type.
      const payload = { ...notification.data, id: notification.id, type: notification.type };
      await this.broadcaster.broadcast([userChannel(notification.userId)], BROADCAST_NOTIFICATION_CREATED, payload);
    } catch (error) {
      this.log.error({ err: error, notification: notification.id }, 'notification stored but not broadcast');
    }
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }
}
