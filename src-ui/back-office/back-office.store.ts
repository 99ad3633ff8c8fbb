import { makeAutoObservable, runInAction } from 'mobx';
import { FollowQueues, LoadQueue, LoadQueueCounts, type QueueItems } from '../../src-domain/back-office/back-office.use-cases';
import type { QueueCounts, QueueName } from '../../src-domain/back-office/queue.entities';
import type { BackOfficeServices } from './back-office-services';
import { isTwoFactorRequired } from './back-office-errors';
import { QueueView } from './queues/queue-view';

/**
 * The back office's queues: their counts (for the navigation and the overview), kept live over
 * `QueuesChanged`, and one view per queue page. A page reloads its queue when that queue's count
 * moves ({@link BackOfficeStore.counts}).
 */
export class BackOfficeStore {
  counts: QueueCounts | null = null;
  countsError = false;
  /** The server answered two_factor_required: only the security page can be shown. */
  needsTwoFactor = false;
  private readonly views = new Map<QueueName, QueueView<unknown>>();
  private subscription: { unsubscribe(): void } | null = null;

  constructor(private readonly services: BackOfficeServices) {
    makeAutoObservable<BackOfficeStore, 'services' | 'views' | 'subscription'>(this, { services: false, views: false, subscription: false });
  }

  /** Loads the counts and follows them live; call once two-step sign-in is on. Idempotent. */
  start(): void {
    if (this.subscription) return;
    this.subscription = this.services.get(FollowQueues).execute(
      (counts) => this.countsChanged(counts),
      // Events sent while the connection was down are lost: count afresh.
      () => void this.loadCounts(),
    );
    void this.loadCounts();
  }

  /** Stops following (sign-out, the layout unmounted). */
  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
  }

  async loadCounts(): Promise<void> {
    try {
      const counts = await this.services.get(LoadQueueCounts).execute();
      this.countsChanged(counts);
    } catch (error) {
      runInAction(() => {
        this.countsError = true;
        this.needsTwoFactor = isTwoFactorRequired(error);
      });
    }
  }

  countsChanged(counts: QueueCounts): void {
    this.counts = counts;
    this.countsError = false;
    this.needsTwoFactor = false;
  }

  /** The view of one queue, created on first use and kept, so going back to a queue shows it at once. */
  queue<Q extends QueueName>(name: Q): QueueView<QueueItems[Q]> {
    let view = this.views.get(name) as QueueView<QueueItems[Q]> | undefined;
    if (!view) {
      view = new QueueView(() => this.services.get(LoadQueue).execute(name));
      this.views.set(name, view as QueueView<unknown>);
    }
    return view;
  }
}
