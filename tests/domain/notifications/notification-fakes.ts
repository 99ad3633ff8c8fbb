import type { NotificationFeed, Subscription } from '../../../src-domain/notifications/notification-feed.port';
import type { NotificationGateway } from '../../../src-domain/notifications/notification-gateway.port';
import { createNotification, type DerivedFields, type Notification } from '../../../src-domain/notifications/notification.entity';

export function aNotification(overrides: Partial<Omit<Notification, DerivedFields>> = {}): Notification {
  return createNotification({
    id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
    type: 'App\\Notifications\\PasswordChanged',
    data: {},
    createdAt: '2026-11-22T10:00:00.000Z',
    readAt: null,
    ...overrides,
  });
}

/** A gateway holding notifications in memory and recording what was marked. */
export class InMemoryNotificationGateway implements NotificationGateway {
  readonly marked: string[] = [];
  constructor(public notifications: Notification[] = []) {}
  async unread(): Promise<Notification[]> {
    return this.notifications.filter((n) => n.readAt === null);
  }
  async markRead(id: string): Promise<void> {
    this.marked.push(id);
  }
}

/** A feed the test drives: `push` delivers, `catchUp` fires the catch-up listeners. */
export class ScriptedNotificationFeed implements NotificationFeed {
  readonly followers = new Map<number, Set<(n: Notification) => void>>();
  readonly catchUpListeners = new Set<() => void>();

  follow(userId: number, onNotification: (n: Notification) => void): Subscription {
    const set = this.followers.get(userId) ?? new Set();
    this.followers.set(userId, set);
    set.add(onNotification);
    return { unsubscribe: () => set.delete(onNotification) };
  }
  onCatchUp(listener: () => void): Subscription {
    this.catchUpListeners.add(listener);
    return { unsubscribe: () => this.catchUpListeners.delete(listener) };
  }
  push(userId: number, notification: Notification): void {
    for (const listener of this.followers.get(userId) ?? []) listener(notification);
  }
  catchUp(): void {
    for (const listener of this.catchUpListeners) listener();
  }
}
