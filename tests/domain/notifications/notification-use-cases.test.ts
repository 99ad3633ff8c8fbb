import { describe, expect, it } from 'vitest';
import { FollowNotifications } from '../../../src-domain/notifications/follow-notifications.use-case';
import { ListUnreadNotifications } from '../../../src-domain/notifications/list-unread-notifications.use-case';
import { MarkNotificationRead } from '../../../src-domain/notifications/mark-notification-read.use-case';
import type { Notification } from '../../../src-domain/notifications/notification.entity';
import { Unauthenticated, ValidationFailed } from '../../../src-domain/shared/errors';
import { InMemorySessionStore, aUser } from '../support/auth-fakes';
import { InMemoryNotificationGateway, ScriptedNotificationFeed, aNotification } from './notification-fakes';

describe('ListUnreadNotifications', () => {
  it('returns the unread notifications newest first, whatever order the gateway used', async () => {
    const older = aNotification({ id: '00000000-0000-4000-8000-000000000001', createdAt: '2026-11-22T09:00:00.000Z' });
    const newer = aNotification({ id: '00000000-0000-4000-8000-000000000002', createdAt: '2026-11-22T11:00:00.000Z' });
    const gateway = new InMemoryNotificationGateway([older, newer]);
    expect((await new ListUnreadNotifications(gateway).execute()).map((n) => n.id)).toEqual([newer.id, older.id]);
  });
});

describe('MarkNotificationRead', () => {
  it('marks a notification by id', async () => {
    const gateway = new InMemoryNotificationGateway();
    await new MarkNotificationRead(gateway).execute('9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d');
    expect(gateway.marked).toEqual(['9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d']);
  });

  it.each(['', 'not-a-uuid', '../../api/logout', '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6'])('refuses %j before any call', async (id) => {
    const gateway = new InMemoryNotificationGateway();
    await expect(new MarkNotificationRead(gateway).execute(id)).rejects.toBeInstanceOf(ValidationFailed);
    expect(gateway.marked).toEqual([]);
  });
});

describe('FollowNotifications', () => {
  const session = { token: '1|x', user: aUser({ id: 7 }), role: 'borrower' as const };

  it('follows the signed-in user’s own notifications until unsubscribed', async () => {
    const feed = new ScriptedNotificationFeed();
    const received: Notification[] = [];
    const subscription = await new FollowNotifications(feed, new InMemorySessionStore(session)).execute({ onNotification: (n) => received.push(n) });

    feed.push(7, aNotification());
    feed.push(8, aNotification({ id: '00000000-0000-4000-8000-000000000009' }));
    expect(received.map((n) => n.title)).toEqual(['Password changed']);

    subscription.unsubscribe();
    subscription.unsubscribe();
    feed.push(7, aNotification());
    expect(received).toHaveLength(1);
  });

  it('passes each (re)subscription on, so the caller refetches what it missed, and stops with the subscription', async () => {
    const feed = new ScriptedNotificationFeed();
    let refetches = 0;
    const subscription = await new FollowNotifications(feed, new InMemorySessionStore(session)).execute({
      onNotification: () => {},
      onCatchUp: () => (refetches += 1),
    });
    feed.catchUp();
    expect(refetches).toBe(1);
    subscription.unsubscribe();
    feed.catchUp();
    expect(refetches).toBe(1);
  });

  it('refuses when no one is signed in', async () => {
    const feed = new ScriptedNotificationFeed();
    await expect(new FollowNotifications(feed, new InMemorySessionStore(null)).execute({ onNotification: () => {} })).rejects.toBeInstanceOf(Unauthenticated);
    expect(feed.followers.size).toBe(0);
  });
});
