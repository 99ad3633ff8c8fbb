import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../src-domain/auth/session';
import { SignOut } from '../../../src-domain/auth/sign-out.use-case';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import type { Notification } from '../../../src-domain/notifications/notification.entity';
import { NotFound, Unavailable } from '../../../src-domain/shared/errors';
import type { AppServices } from '../../../src-ui/app/app-services';
import { RootStore } from '../../../src-ui/app/root.store';
import { NotificationsStore } from '../../../src-ui/notifications/notifications.store';
import { FakeAuthGateway, MemorySessionStore, aUser } from '../support/fake-app';
import { FakeNotificationFeed, FakeNotificationGateway, aNotification, notificationServices } from '../support/fake-notifications';

const USER = aUser({ id: 7, firstName: 'Ada' });
const session = (user = USER) => ({ token: '1|secret', user, role: user.role });

/** A session started as the use-cases start one: in the cookies first, then in the auth store. */
function signIn(root: RootStore, sessions: MemorySessionStore, started: Session): void {
  sessions.write(started);
  root.auth.sessionStarted(started);
}

/** Lets every pending promise (and MobX reaction) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Setup {
  root: RootStore;
  inbox: NotificationsStore;
  gateway: FakeNotificationGateway;
  feed: FakeNotificationFeed;
  sessions: MemorySessionStore;
  toasts: () => string[];
}

/** The real root store and NotificationsStore on fake use-cases; signed in as Ada unless `signedIn` is false. */
async function setup(options: { unread?: Notification[]; signedIn?: boolean; realtime?: boolean; gateway?: FakeNotificationGateway } = {}): Promise<Setup> {
  const gateway = options.gateway ?? new FakeNotificationGateway(options.unread ?? []);
  const feed = new FakeNotificationFeed();
  const sessions = new MemorySessionStore(options.signedIn === false ? null : session());
  const auth = new FakeAuthGateway();
  const root = new RootStore({
    sessions,
    loadServices: async () =>
      ({ auth: { signOut: new SignOut(auth, sessions) }, ...notificationServices(gateway, options.realtime === false ? null : feed, sessions) }) as unknown as AppServices,
  });
  const inbox = root.feature(NotificationsStore);
  await settle();
  const toasts = () => root.notifier.pending.filter((n) => n.kind === 'info').map((n) => (n.title ? `${n.title} / ${n.message}` : n.message));
  return { root, inbox, gateway, feed, sessions, toasts };
}

describe('NotificationsStore', () => {
  it('given a session at start, when the store is created, then it lists the unread newest first, counts them and follows the user', async () => {
    const older = aNotification({ createdAt: '2026-11-20T09:00:00.000Z' });
    const newer = aNotification({ type: NotificationType.ProfileCompleted, createdAt: '2026-11-21T09:00:00.000Z' });
    const read = aNotification({ readAt: '2026-11-21T10:00:00.000Z' });
    const { inbox, feed } = await setup({ unread: [older, newer, read] });

    expect(inbox.status).toBe('ready');
    expect(inbox.count).toBe(2);
    expect(inbox.unread.map((n) => n.id)).toEqual([newer.id, older.id]);
    expect(inbox.unread[0].title).toBe('Profile complete');
    expect(inbox.live).toBe(true);
    expect(feed.listening(USER.id)).toBe(1);
  });

  it('given no unread notifications, then it is caught up', async () => {
    const { inbox } = await setup();
    expect(inbox.caughtUp).toBe(true);
    expect(inbox.count).toBe(0);
  });

  it('given nobody is signed in, then it loads nothing; when someone signs in, it loads and follows their notifications', async () => {
    const { root, inbox, gateway, feed, sessions } = await setup({ signedIn: false, unread: [aNotification()] });
    expect(gateway.calls).toEqual([]);
    expect(inbox.status).toBe('idle');
    expect(feed.followers.size).toBe(0);

    signIn(root, sessions, session());
    await settle();
    expect(gateway.calls).toEqual(['unread']);
    expect(inbox.count).toBe(1);
    expect(feed.listening(USER.id)).toBe(1);
  });

  it('when one arrives live, then it joins the list at the top, the count goes up and a toast says what happened', async () => {
    const { inbox, feed, toasts } = await setup({ unread: [aNotification({ createdAt: '2026-11-20T09:00:00.000Z' })] });
    const live = aNotification({ type: NotificationType.NewBrowserSignIn, data: { browser: 'Firefox on Linux' }, createdAt: '2026-11-22T09:00:00.000Z' });

    feed.push(USER.id, live);

    expect(inbox.count).toBe(2);
    expect(inbox.unread[0].id).toBe(live.id);
    expect(toasts()).toEqual([`New sign-in to your account / ${live.body}`]);
    expect(toasts()[0]).toContain('Firefox on Linux');
  });

  it('when this tab has just announced the same event, then the live copy joins the bell without a second toast', async () => {
    const { root, inbox, feed, toasts } = await setup();
    root.notifier.success('Your password is changed.', NotificationType.PasswordChanged);

    feed.push(USER.id, aNotification({ type: NotificationType.PasswordChanged }));
    expect(inbox.count).toBe(1);
    expect(toasts()).toEqual([]);

    feed.push(USER.id, aNotification({ type: NotificationType.NewBrowserSignIn, data: { browser: 'Safari on iOS' } }));
    expect(toasts()).toHaveLength(1);
  });

  it('when the same notification arrives twice, then it is counted and toasted once', async () => {
    const { inbox, feed, toasts } = await setup();
    const live = aNotification();
    feed.push(USER.id, live);
    feed.push(USER.id, live);
    expect(inbox.count).toBe(1);
    expect(toasts()).toHaveLength(1);
  });

  it('when the connection comes back, then it fetches the list again: what was missed appears, and what arrived live is not counted twice', async () => {
    const live = aNotification({ createdAt: '2026-11-22T09:00:00.000Z' });
    const { inbox, feed, gateway } = await setup();
    feed.push(USER.id, live);
    expect(inbox.count).toBe(1);

    // While the socket was down, the server stored it (with its own time) and one more.
    const stored = { ...live, createdAt: '2026-11-22T08:59:59.000Z' };
    const missed = aNotification({ type: NotificationType.PasswordChanged, createdAt: '2026-11-22T09:05:00.000Z' });
    gateway.notifications = [stored, missed];
    feed.catchUp();
    await settle();

    expect(gateway.calls).toEqual(['unread', 'unread']);
    expect(inbox.unread.map((n) => n.id)).toEqual([missed.id, live.id]);
    expect(inbox.count).toBe(2);
    expect(inbox.unread[1].createdAt).toBe(stored.createdAt);
  });

  it('when the channel is subscribed after the list loaded, then news sent in between is told to the open pages and toasted, once', async () => {
    const before = aNotification({ createdAt: '2026-11-22T09:00:00.000Z' });
    const { root, inbox, feed, gateway, toasts } = await setup({ unread: [before] });
    const heard: string[] = [];
    const stop = reaction(
      () => root.news.latest,
      (event) => event && heard.push(event.type),
    );

    // Issued after the page loaded its lists, before its socket was subscribed: it never arrives live.
    const inTheGap = aNotification({ type: NotificationType.LetterIssued, createdAt: '2026-11-22T09:00:01.000Z' });
    gateway.notifications = [before, inTheGap];
    feed.catchUp();
    await settle();

    expect(inbox.unread.map((n) => n.id)).toEqual([inTheGap.id, before.id]);
    expect(heard).toEqual([NotificationType.LetterIssued]);
    expect(toasts()).toHaveLength(1);

    // A later subscription (after a drop) finds nothing new: nothing is told twice.
    feed.catchUp();
    await settle();
    expect(heard).toEqual([NotificationType.LetterIssued]);
    expect(toasts()).toHaveLength(1);
    stop();
  });

  it('when the channel is subscribed before the first list arrives, then that list is what the pages load with: nothing is told', async () => {
    const { root, inbox, feed, gateway } = await setup({ unread: [] });
    const heard: string[] = [];
    const stop = reaction(
      () => root.news.latest,
      (event) => event && heard.push(event.type),
    );
    root.auth.sessionEnded();
    await settle();
    // The next session's first list is slow to come; the channel is subscribed before it arrives.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const letter = aNotification({ type: NotificationType.LetterIssued });
    gateway.unread = async () => {
      await gate;
      return [letter];
    };
    root.auth.sessionStarted(session());
    await settle();
    expect(feed.catchUpListeners.size).toBe(1);
    feed.catchUp();
    open();
    await settle();
    expect(inbox.unread.map((n) => n.id)).toEqual([letter.id]);
    expect(heard).toEqual([]);
    stop();
  });

  it('when one arrives live while the refetch is on its way, then the refetch does not drop it', async () => {
    const { inbox, feed, gateway } = await setup();
    let answer!: (list: Notification[]) => void;
    gateway.unread = () => new Promise((resolve) => (answer = resolve));
    feed.catchUp();
    await settle();
    const live = aNotification();
    feed.push(USER.id, live);
    answer([]);
    await settle();
    expect(inbox.unread.map((n) => n.id)).toEqual([live.id]);
  });

  it('when the list cannot be loaded, then it says so; trying again loads it', async () => {
    const gateway = new FakeNotificationGateway([aNotification()]);
    const working = gateway.unread;
    gateway.unread = async () => {
      throw new Unavailable();
    };
    const { inbox } = await setup({ gateway });
    expect(inbox.status).toBe('error');
    expect(inbox.error).toMatch(/cannot reach our service/);

    gateway.unread = working;
    await inbox.refresh();
    expect(inbox.status).toBe('ready');
    expect(inbox.error).toBeNull();
    expect(inbox.count).toBe(1);
  });

  it('when one is marked read, then it leaves the list at once and the server is told', async () => {
    const first = aNotification();
    const second = aNotification();
    const { inbox, gateway } = await setup({ unread: [first, second] });
    let finish!: () => void;
    gateway.markRead = (id) => {
      gateway.calls.push(`markRead:${id}`);
      return new Promise<void>((resolve) => (finish = resolve));
    };

    const marking = inbox.markRead(first.id);
    expect(inbox.unread.map((n) => n.id)).toEqual([second.id]);
    expect(inbox.count).toBe(1);
    await settle();
    expect(gateway.calls).toContain(`markRead:${first.id}`);
    finish();
    await marking;
    expect(inbox.count).toBe(1);
  });

  it('when the server refuses to mark it read, then it comes back in its place with an error toast', async () => {
    const first = aNotification({ createdAt: '2026-11-22T10:00:00.000Z' });
    const second = aNotification({ createdAt: '2026-11-21T10:00:00.000Z' });
    const { root, inbox, gateway } = await setup({ unread: [first, second] });
    gateway.markRead = async () => {
      throw new Unavailable();
    };

    await inbox.markRead(first.id);

    expect(inbox.unread.map((n) => n.id)).toEqual([first.id, second.id]);
    expect(root.notifier.pending.filter((n) => n.kind === 'error').map((n) => n.message)).toEqual([
      'We could not mark that notification as read. Please try again.',
    ]);
  });

  it('when the server no longer knows it (404), then it stays gone without an error', async () => {
    const gone = aNotification();
    const { root, inbox, gateway } = await setup({ unread: [gone] });
    gateway.markRead = async () => {
      throw new NotFound();
    };
    await inbox.markRead(gone.id);
    expect(inbox.count).toBe(0);
    expect(root.notifier.pending.filter((n) => n.kind === 'error')).toEqual([]);
  });

  it('when a refetch answers while one is being marked read, then it does not bring it back', async () => {
    const first = aNotification();
    const { inbox, gateway, feed } = await setup({ unread: [first] });
    let finish!: () => void;
    gateway.markRead = () => new Promise<void>((resolve) => (finish = resolve));
    const marking = inbox.markRead(first.id);
    feed.catchUp();
    await settle();
    expect(inbox.count).toBe(0);
    finish();
    await marking;
    expect(inbox.count).toBe(0);
  });

  it('when all are marked read, then the list empties and only the refused ones come back', async () => {
    const ok = aNotification();
    const refused = aNotification();
    const { root, inbox, gateway } = await setup({ unread: [ok, refused] });
    const markRead = gateway.markRead;
    gateway.markRead = async (id) => {
      if (id === refused.id) throw new Unavailable();
      return markRead(id);
    };

    await inbox.markAllRead();

    expect(inbox.unread.map((n) => n.id)).toEqual([refused.id]);
    expect(gateway.notifications.find((n) => n.id === ok.id)?.readAt).not.toBeNull();
    expect(root.notifier.pending.filter((n) => n.kind === 'error')).toHaveLength(1);
  });

  it('when the borrower signs out, then it stops following, forgets the list, and ignores anything late', async () => {
    const { root, inbox, feed, toasts } = await setup({ unread: [aNotification()] });
    const listener = [...(feed.followers.get(USER.id) ?? [])][0];

    await root.auth.signOut();
    await settle();

    expect(feed.listening(USER.id)).toBe(0);
    expect(feed.catchUpListeners.size).toBe(0);
    expect(inbox.live).toBe(false);
    expect(inbox.count).toBe(0);
    expect(inbox.status).toBe('idle');
    listener(aNotification());
    expect(inbox.count).toBe(0);
    expect(toasts().some((toast) => toast.startsWith('Password changed'))).toBe(false);
  });

  it('when the session ends with a 401, then it stops following too', async () => {
    const { root, inbox, feed } = await setup({ unread: [aNotification()] });
    root.auth.sessionEnded();
    await settle();
    expect(feed.listening(USER.id)).toBe(0);
    expect(inbox.count).toBe(0);
  });

  it('when someone else signs in on the same page, then it follows them, not the one before', async () => {
    const { root, inbox, feed, gateway, sessions } = await setup({ unread: [aNotification()] });
    root.auth.sessionEnded();
    gateway.notifications = [];
    signIn(root, sessions, session(aUser({ id: 8 })));
    await settle();
    expect(feed.listening(USER.id)).toBe(0);
    expect(feed.listening(8)).toBe(1);
    expect(inbox.count).toBe(0);
  });

  it('given the page knows no realtime server, then the list still loads', async () => {
    const { inbox } = await setup({ realtime: false, unread: [aNotification()] });
    expect(inbox.count).toBe(1);
    expect(inbox.live).toBe(false);
  });
});
