import type { NotificationFeed, Subscription } from '../../src-domain/notifications/notification-feed.port';
import type { Notification } from '../../src-domain/notifications/notification.entity';

/**
 * A NotificationFeed whose real implementation (laravel-echo + pusher-js, ~18 KB gzip) is loaded
 * on the first `follow`, so only a signed-in page that listens ever downloads the realtime client.
 * Subscriptions taken before it arrives are honoured once it does; unsubscribing first cancels them.
 */
export class DeferredNotificationFeed implements NotificationFeed {
  private feed: Promise<NotificationFeed> | null = null;

  constructor(private readonly load: () => Promise<NotificationFeed>) {}

  follow(userId: number, onNotification: (notification: Notification) => void): Subscription {
    return this.deferred((feed) => feed.follow(userId, onNotification));
  }

  onCatchUp(listener: () => void): Subscription {
    return this.deferred((feed) => feed.onCatchUp(listener));
  }

  private deferred(subscribe: (feed: NotificationFeed) => Subscription): Subscription {
    let cancelled = false;
    let inner: Subscription | null = null;
    this.loaded().then(
      (feed) => {
        if (!cancelled) inner = subscribe(feed);
      },
      () => undefined, // no realtime client, no live updates: the inbox still loads over HTTP
    );
    return {
      unsubscribe: () => {
        cancelled = true;
        inner?.unsubscribe();
        inner = null;
      },
    };
  }

  private loaded(): Promise<NotificationFeed> {
    this.feed ??= this.load().catch((error: unknown) => {
      this.feed = null; // a failed download is retried by the next follower
      throw error;
    });
    return this.feed;
  }
}
