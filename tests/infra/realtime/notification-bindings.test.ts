import { describe, expect, it } from 'vitest';
import { FollowNotifications } from '../../../src-domain/notifications/follow-notifications.use-case';
import { ListUnreadNotifications } from '../../../src-domain/notifications/list-unread-notifications.use-case';
import { MarkNotificationRead } from '../../../src-domain/notifications/mark-notification-read.use-case';
import { NotificationFeed } from '../../../src-domain/notifications/notification-feed.port';
import { FetchTransport } from '../../../src-infra/http/fetch.transport';
import { DeferredNotificationFeed } from '../../../src-infra/realtime/deferred-notification.feed';
import { MemoryCookies } from '../../../src-infra/session/memory-cookies';
import { buildContainer } from '../../../src/container';

const platform = { baseUrl: 'http://portal.test', transport: new FetchTransport(), cookies: new MemoryCookies() };

describe('notification bindings in the shared container', () => {
  it('resolves the use-cases and a feed that loads the realtime client on first follow when the platform names the realtime server', () => {
    const container = buildContainer({ ...platform, realtime: { key: 'app-key', wsHost: 'portal.test' } });
    expect(container.get(ListUnreadNotifications)).toBeInstanceOf(ListUnreadNotifications);
    expect(container.get(MarkNotificationRead)).toBeInstanceOf(MarkNotificationRead);
    expect(container.get(FollowNotifications)).toBeInstanceOf(FollowNotifications);
    expect(container.get(NotificationFeed)).toBeInstanceOf(DeferredNotificationFeed);
  });

  it('leaves the live feed unbound without a realtime server, the inbox calls still work', () => {
    const container = buildContainer(platform);
    expect(container.get(ListUnreadNotifications)).toBeInstanceOf(ListUnreadNotifications);
    expect(container.isBound(FollowNotifications)).toBe(false);
  });
});
