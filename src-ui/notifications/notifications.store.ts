import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { Subscription } from '../../src-domain/notifications/notification-feed.port';
import { newestFirst, type Notification } from '../../src-domain/notifications/notification.entity';
import { isDomainError } from '../../src-domain/shared/errors';
import { describeError } from '../../src-domain/shared/messages';
import { THREAD_READ, type LiveNews } from '../app/live-news';
import { NotificationType } from '../../src-domain/notifications/notification-type';
import type { Notifier } from '../app/notifier';
import type { ServicesLoader } from '../app/services-loader';
import type { StoreContext } from '../app/store-context';
import { NOTIFICATION_MESSAGES } from './notifications.messages';

/** Where the unread list stands: not asked yet, on its way, shown, or failed to load. */
export type InboxStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The signed-in borrower's unread notifications (the bell). The root store creates it (as a feature
 * store, so its code loads only for signed-in people) as soon as someone is signed in; from then on
 * it follows the session on its own:
 * when someone is signed in (at start, after sign-in, 2FA or registration) it loads the unread list
 * and follows live notifications; when the session ends (sign-out, a 401) it unsubscribes and
 * forgets. Live arrivals raise a toast; once the channel is subscribed (and again after a drop) the
 * list is fetched again, and what it finds that never arrived live is told as if it had: the open
 * pages load again. Ids are kept unique so the count stays right. Marking read is optimistic and
 * rolled back on failure.
 */
export class NotificationsStore {
  /** Newest first, each id once. */
  unread: Notification[] = [];
  status: InboxStatus = 'idle';
  /** Why the last load failed (the stale list, if any, is still shown). */
  error: string | null = null;
  /** True once live notifications are being followed. */
  live = false;

  private subscription: Subscription | null = null;
  /** Bumped on every session change: answers for an earlier session are dropped. */
  private generation = 0;
  /** Bumped on every fetch of the list: only the newest answer is applied. */
  private fetches = 0;
  /** Arrival order of live notifications, to keep those that came in while a fetch was under way. */
  private arrivals = new Map<string, number>();
  private arrivalCount = 0;
  /** Ids being marked read: a fetch answered meanwhile must not bring them back. */
  private readonly reading = new Set<string>();

  private readonly services: ServicesLoader;
  private readonly notifier: Notifier;
  private readonly news: LiveNews;

  constructor({ services, notifier, auth, news }: StoreContext) {
    this.services = services;
    this.notifier = notifier;
    this.news = news;
    makeAutoObservable<NotificationsStore, 'services' | 'notifier' | 'news' | 'subscription' | 'arrivals' | 'reading'>(this, {
      services: false,
      notifier: false,
      news: false,
      subscription: false,
      arrivals: false,
      reading: false,
    });
    // A conversation read in this tab: the server has marked its news read, so the bell drops it.
    reaction(
      () => news.latest,
      (event) => {
        if (event?.type === THREAD_READ) this.forgetThread(event.data.thread_id);
      },
    );
    // Lives as long as the root store that keeps this store: for the life of the page.
    reaction(
      () => auth.user?.id ?? null,
      (userId) => {
        this.stop();
        if (userId !== null) void this.start();
      },
      { fireImmediately: true },
    );
  }

  get count(): number {
    return this.unread.length;
  }

  /** Loaded, and nothing unread. */
  get caughtUp(): boolean {
    return this.status === 'ready' && this.unread.length === 0;
  }

  /**
   * Fetches the unread list again (the retry button; also once the channel is subscribed). With
   * `tellMissed`, what the list holds that this tab had not heard of is announced as live news.
   */
  async refresh({ tellMissed = false } = {}): Promise<void> {
    const generation = this.generation;
    const fetch = ++this.fetches;
    const since = this.arrivalCount;
    // Only a list already shown can tell what is new; the first list is what the pages loaded with.
    const heardOf = this.status === 'ready' ? new Set([...this.unread.map((n) => n.id), ...this.arrivals.keys()]) : null;
    if (this.status !== 'ready') this.status = 'loading';
    try {
      const { notifications } = await this.services.get();
      const list = await notifications.listUnread.execute();
      runInAction(() => {
        if (generation !== this.generation || fetch !== this.fetches) return;
        // What arrived live after the fetch started may be missing from its answer.
        const arrivedSince = this.unread.filter((n) => (this.arrivals.get(n.id) ?? 0) > since);
        this.unread = unique([...list, ...arrivedSince]).filter((n) => !this.reading.has(n.id));
        this.status = 'ready';
        this.error = null;
        if (tellMissed && heardOf) for (const missed of list.filter((n) => !heardOf.has(n.id) && !this.reading.has(n.id)).reverse()) this.tell(missed);
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation || fetch !== this.fetches) return;
        if (this.status !== 'ready') this.status = 'error';
        this.error = describeError(error);
      });
    }
  }

  /** Marks one read at once; it comes back, with a toast, if the server refuses. */
  async markRead(id: string): Promise<void> {
    const notification = this.unread.find((n) => n.id === id);
    if (!notification) return;
    const failed = await this.markSeveral([notification]);
    if (failed) this.notifier.error(NOTIFICATION_MESSAGES.markReadFailed);
  }

  /** Marks every unread notification read (one call each: the API has no bulk call). */
  async markAllRead(): Promise<void> {
    const failed = await this.markSeveral([...this.unread]);
    if (failed) this.notifier.error(NOTIFICATION_MESSAGES.markAllReadFailed);
  }

  /** Resolves to the number that could not be marked (and were put back). */
  private async markSeveral(items: Notification[]): Promise<number> {
    if (items.length === 0) return 0;
    const generation = this.generation;
    const ids = new Set(items.map((n) => n.id));
    for (const id of ids) this.reading.add(id);
    this.unread = this.unread.filter((n) => !ids.has(n.id));
    let markRead: ((id: string) => Promise<void>) | null = null;
    try {
      const { notifications } = await this.services.get();
      markRead = (id) => notifications.markRead.execute(id);
    } catch {
      // Counted as failures below.
    }
    const results = await Promise.allSettled(items.map((n) => (markRead ? markRead(n.id) : Promise.reject(new Error('no services')))));
    for (const id of ids) this.reading.delete(id);
    // Not found: already gone on the server (or never ours); keeping it hidden is right.
    const back = items.filter((_, i) => {
      const result = results[i];
      return result.status === 'rejected' && !(isDomainError(result.reason) && result.reason.code === 'NOT_FOUND');
    });
    if (back.length === 0 || generation !== this.generation) return 0;
    runInAction(() => {
      this.unread = unique([...this.unread, ...back]);
    });
    return back.length;
  }

  private forgetThread(threadId: unknown): void {
    this.unread = this.unread.filter((n) => !(n.type === NotificationType.SecureMessageReceived && n.data.thread_id === threadId));
  }

  private async start(): Promise<void> {
    const generation = this.generation;
    this.status = 'loading';
    // Follow first, then fetch: what happens before the channel is subscribed is in this list or in the
    // one fetched once it is (onCatchUp); what happens after arrives live.
    void this.follow(generation);
    await this.refresh();
  }

  private async follow(generation: number): Promise<void> {
    try {
      const { notifications } = await this.services.get();
      if (!notifications.follow || generation !== this.generation) return;
      const subscription = await notifications.follow.execute({
        onNotification: (notification) => this.arrived(notification, generation),
        onCatchUp: () => {
          if (generation === this.generation) void this.refresh({ tellMissed: true });
        },
      });
      if (generation !== this.generation) {
        subscription.unsubscribe();
        return;
      }
      runInAction(() => {
        this.subscription = subscription;
        this.live = true;
      });
    } catch {
      // No session any more (Unauthenticated) or no services: the list alone still works.
    }
  }

  private arrived(notification: Notification, generation: number): void {
    if (generation !== this.generation || this.reading.has(notification.id)) return;
    this.arrivals.set(notification.id, ++this.arrivalCount);
    if (this.unread.some((n) => n.id === notification.id)) return;
    this.unread = unique([notification, ...this.unread]);
    this.tell(notification);
  }

  /**
   * The open pages hear of it; the toast only when this tab has not just said the same thing itself
   * (the profile it completed, the number it verified), and in the place of earlier news of the same story.
   */
  private tell(notification: Notification): void {
    this.news.announce(notification.type, notification.data);
    if (!this.notifier.announcedRecently(notification.topic)) this.notifier.news(notification.title, notification.body, notification.topic);
  }

  private stop(): void {
    this.generation += 1;
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.live = false;
    this.unread = [];
    this.status = 'idle';
    this.error = null;
    this.arrivals = new Map();
    this.reading.clear();
  }
}

/** Each id once (the first copy wins), newest first. */
function unique(list: Notification[]): Notification[] {
  const seen = new Set<string>();
  return list.filter((n) => !seen.has(n.id) && seen.add(n.id)).sort(newestFirst);
}
