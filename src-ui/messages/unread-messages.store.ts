import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { NotificationType } from '../../src-domain/notifications/notification-type';
import type { StoreContext } from '../app/store-context';

/**
 * How many of the lender's messages wait to be read, for the navigation's tag. Its own small store,
 * so the dashboard's shell shows the count without loading the messages pages' code. It asks again
 * when a lender's answer arrives live, and forgets when the person changes.
 */
export class UnreadMessagesStore {
  /** Null until the server has answered. */
  count: number | null = null;
  private asked: Promise<void> | null = null;

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<UnreadMessagesStore, 'context' | 'asked'>(this, { context: false, asked: false });
    reaction(
      () => context.news.latest,
      (event) => {
        if (event?.type === NotificationType.SecureMessageReceived) void this.refresh();
      },
    );
    reaction(
      () => context.auth.user?.id ?? null,
      () => {
        this.count = null;
        this.asked = null;
      },
    );
  }

  /** Asks once (the navigation shows the tag in the sidebar and in the phone drawer). */
  ensure(): Promise<void> {
    this.asked ??= this.refresh();
    return this.asked;
  }

  async refresh(): Promise<void> {
    try {
      const { messages } = await this.context.services.get();
      const count = await messages.unreadCount.execute();
      runInAction(() => {
        this.count = count;
      });
    } catch {
      // A hint beside the navigation: the next news or page visit asks again.
      runInAction(() => {
        this.asked = null;
      });
    }
  }
}
