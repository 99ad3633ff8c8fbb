import type { SessionStore } from '../../../src-domain/auth/session-store.port';
import { FollowNotifications } from '../../../src-domain/notifications/follow-notifications.use-case';
import { ListUnreadNotifications } from '../../../src-domain/notifications/list-unread-notifications.use-case';
import { MarkNotificationRead } from '../../../src-domain/notifications/mark-notification-read.use-case';
import type { NotificationFeed, Subscription } from '../../../src-domain/notifications/notification-feed.port';
import type { NotificationGateway } from '../../../src-domain/notifications/notification-gateway.port';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { createNotification, type DerivedFields, type Notification } from '../../../src-domain/notifications/notification.entity';
import type { AppServices } from '../../../src-ui/app/app-services';

let sequence = 0;

/** A notification as the API lists it; a fresh UUID unless `id` is given. */
export function aNotification(overrides: Partial<Omit<Notification, DerivedFields>> = {}): Notification {
  sequence += 1;
  return createNotification({
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: NotificationType.PasswordChanged,
    data: {},
    createdAt: new Date(Date.UTC(2026, 10, 22, 10, sequence % 60)).toISOString(),
    readAt: null,
    ...overrides,
  });
}

/** The inbox API in memory: unread until marked; each call can be replaced per test. */
export class FakeNotificationGateway implements NotificationGateway {
  calls: string[] = [];
  constructor(public notifications: Notification[] = []) {}
  unread = async (): Promise<Notification[]> => {
    this.calls.push('unread');
    return this.notifications.filter((n) => n.readAt === null);
  };
  markRead = async (id: string): Promise<void> => {
    this.calls.push(`markRead:${id}`);
    this.notifications = this.notifications.map((n) => (n.id === id ? { ...n, readAt: '2026-11-22T12:00:00.000Z' } : n));
  };
}

/** The realtime feed in memory: the test pushes notifications and drops the connection. */
export class FakeNotificationFeed implements NotificationFeed {
  readonly followers = new Map<number, Set<(notification: Notification) => void>>();
  readonly catchUpListeners = new Set<() => void>();
  follow(userId: number, onNotification: (notification: Notification) => void): Subscription {
    let listeners = this.followers.get(userId);
    if (!listeners) this.followers.set(userId, (listeners = new Set()));
    listeners.add(onNotification);
    return {
      unsubscribe: () => {
        listeners.delete(onNotification);
        if (listeners.size === 0) this.followers.delete(userId);
      },
    };
  }
  onCatchUp(listener: () => void): Subscription {
    const own = () => listener();
    this.catchUpListeners.add(own);
    return { unsubscribe: () => this.catchUpListeners.delete(own) };
  }
  /** How many listeners follow `userId` now. */
  listening(userId: number): number {
    return this.followers.get(userId)?.size ?? 0;
  }
  /** The server broadcast `notification` to `userId`. */
  push(userId: number, notification: Notification): void {
    for (const listener of [...(this.followers.get(userId) ?? [])]) listener(notification);
  }
  /** The channel was subscribed: the first time, or again after a drop. */
  catchUp(): void {
    for (const listener of [...this.catchUpListeners]) listener();
  }
}

/** The notification use-cases on the fakes; `feed: null` is a page without a realtime server. */
export function notificationServices(
  gateway: NotificationGateway,
  feed: NotificationFeed | null,
  sessions: SessionStore,
): Pick<AppServices, 'notifications'> {
  return {
    notifications: {
      listUnread: new ListUnreadNotifications(gateway),
      markRead: new MarkNotificationRead(gateway),
      follow: feed ? new FollowNotifications(feed, sessions) : null,
    },
  };
}
