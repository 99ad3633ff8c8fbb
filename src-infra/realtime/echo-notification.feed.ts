import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import type { NotificationFeed, Subscription } from '../../src-domain/notifications/notification-feed.port';
import type { Notification } from '../../src-domain/notifications/notification.entity';
import { fromBroadcast } from '../api/notifications/notification.mapper';
import type { HttpClient } from '../http/http-client';
import { echoOptions, type RealtimeEndpoint } from './echo-options';

type Listener = (notification: Notification) => void;
type NotificationCallback = (payload: unknown) => void;

interface FeedOptions {
  /** The pusher-js class; the default import picks the browser or Node build. */
  PusherClass?: typeof Pusher;
  now?: () => Date;
}

/**
 * NotificationFeed over laravel-echo + pusher-js: `.notification()` on the private channel
 * `App.Models.User.{id}`. The socket opens with the first follower and closes with the last, so a
 * signed-out page holds no connection. pusher-js re-authorises and resubscribes after a drop by
 * itself; each time a channel's subscription succeeds (the first time too: the page loaded its lists
 * before the socket was up), `onCatchUp` tells listeners to refetch what was sent before it.
 */
export class EchoNotificationFeed implements NotificationFeed {
  private echo: Echo<'pusher'> | null = null;
  private readonly followers = new Map<number, Map<Listener, NotificationCallback>>();
  private readonly catchUpListeners = new Set<() => void>();
  private readonly PusherClass: typeof Pusher;
  private readonly now: () => Date;

  constructor(
    private readonly endpoint: RealtimeEndpoint,
    private readonly http: HttpClient,
    options: FeedOptions = {},
  ) {
    this.PusherClass = options.PusherClass ?? Pusher;
    this.now = options.now ?? (() => new Date());
  }

  follow(userId: number, onNotification: Listener): Subscription {
    const echo = this.connect();
    const callback: NotificationCallback = (payload) => {
      const notification = fromBroadcast(payload, this.now());
      if (notification) onNotification(notification);
    };
    let listeners = this.followers.get(userId);
    const channel = echo.private(channelOf(userId));
    if (!listeners) {
      this.followers.set(userId, (listeners = new Map()));
      // Once per channel: pusher-js says so on the first subscription and on every resubscription after a drop.
      channel.subscribed(() => {
        for (const listener of [...this.catchUpListeners]) listener();
      });
    }
    listeners.set(onNotification, callback);
    channel.notification(callback);
    return { unsubscribe: once(() => this.unfollow(userId, onNotification)) };
  }

  onCatchUp(listener: () => void): Subscription {
    const own = () => listener();
    this.catchUpListeners.add(own);
    return { unsubscribe: () => this.catchUpListeners.delete(own) };
  }

  /** The connection's state as pusher-js names it ('connected', 'connecting', 'unavailable', …), or 'disconnected'. */
  get state(): string {
    return this.echo?.connector.pusher.connection.state ?? 'disconnected';
  }

  private unfollow(userId: number, listener: Listener): void {
    const listeners = this.followers.get(userId);
    const callback = listeners?.get(listener);
    if (!listeners || !callback || !this.echo) return;
    listeners.delete(listener);
    this.echo.private(channelOf(userId)).stopListeningForNotification(callback);
    if (listeners.size > 0) return;
    this.followers.delete(userId);
    this.echo.leave(channelOf(userId));
    if (this.followers.size === 0) this.disconnect();
  }

  private connect(): Echo<'pusher'> {
    if (this.echo) return this.echo;
    const echo = new Echo<'pusher'>(echoOptions(this.endpoint, this.http, this.PusherClass));
    this.echo = echo;
    return echo;
  }

  private disconnect(): void {
    this.echo?.disconnect();
    this.echo = null;
  }
}

/** Laravel's channel for a user's notifications (Echo adds `private-`). */
function channelOf(userId: number): string {
  return `App.Models.User.${userId}`;
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}
