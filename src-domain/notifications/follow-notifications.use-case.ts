import type { SessionStore } from '../auth/session-store.port';
import { Unauthenticated } from '../shared/errors';
import type { UseCase } from '../shared/use-case';
import type { NotificationFeed, Subscription } from './notification-feed.port';
import type { Notification } from './notification.entity';

export interface FollowNotificationsInput {
  /** Each notification as it arrives. */
  onNotification: (notification: Notification) => void;
  /** Once the channel is subscribed, and again after every drop: refetch the unread list, since anything sent before was missed. */
  onCatchUp?: () => void;
}

/**
 * Follows the signed-in borrower's notifications live. Call on sign-in; unsubscribe on sign-out
 * and after a 401. Throws Unauthenticated when no one is signed in.
 */
export class FollowNotifications implements UseCase<FollowNotificationsInput, Subscription> {
  constructor(
    private readonly feed: NotificationFeed,
    private readonly sessions: SessionStore,
  ) {}

  async execute(input: FollowNotificationsInput): Promise<Subscription> {
    const session = this.sessions.read();
    if (!session) throw new Unauthenticated();
    const following = this.feed.follow(session.user.id, input.onNotification);
    const catchUps = input.onCatchUp ? this.feed.onCatchUp(input.onCatchUp) : null;
    let active = true;
    return {
      unsubscribe: () => {
        if (!active) return;
        active = false;
        catchUps?.unsubscribe();
        following.unsubscribe();
      },
    };
  }
}
