import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { DEV_PUSHER_APP, resolveConfig } from '../../../src-server/config/server-config';
import { startRealtimeServer, type RunningRealtimeServer } from '../../../src-server/realtime/realtime-server';
import { BROADCAST_NOTIFICATION_CREATED } from '../../../src-server/services/notification.service';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, registerUser, send } from '../support/http-client';

let realtime: RunningRealtimeServer;
let t: TestApp;

async function signUp(): Promise<{ token: string; id: number }> {
  const { token } = await registerUser(t.app);
  return { token, id: (await get(t.app, '/api/v1/users/me', token)).json().data.id };
}

beforeAll(async () => {
  realtime = await startRealtimeServer({ app: DEV_PUSHER_APP, port: 0 });
  t = await createTestApp({ pusher: { ...resolveConfig().pusher, port: realtime.port } });
});
afterAll(async () => {
  await t.close();
  await realtime.close();
});

describe('NotificationService.notify', () => {
  it('stores the notification and broadcasts Laravel’s BroadcastNotificationCreated on the user’s private channel', async () => {
    const user = await signUp();
    // The real client, authorised through the real /broadcasting/auth endpoint.
    const client = new Pusher(DEV_PUSHER_APP.key, {
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: realtime.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      channelAuthorization: {
        customHandler: ({ socketId, channelName }, callback) => {
          send(t.app, 'POST', '/broadcasting/auth', { socket_id: socketId, channel_name: channelName }, { token: user.token }).then(
            (response) => (response.statusCode === 200 ? callback(null, response.json()) : callback(new Error(response.body), null)),
            (error: Error) => callback(error, null),
          );
        },
      },
    });
    try {
      const channel = client.subscribe(`private-App.Models.User.${user.id}`);
      await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
      const received = new Promise<Record<string, unknown>>((resolve) => channel.bind(BROADCAST_NOTIFICATION_CREATED, resolve));

      const stored = await t.app.notifications.notify(user.id, NotificationType.PhoneVerified, { phone: '+447700900123' });

      expect(await received).toEqual({ phone: '+447700900123', id: stored.id, type: 'App\\Notifications\\PhoneVerified' });
      const unread = (await get(t.app, '/api/v1/notifications/unread-notifications', user.token)).json().data;
      expect(unread).toEqual([{ id: stored.id, type: 'App\\Notifications\\PhoneVerified', data: { phone: '+447700900123' }, read_at: null, created_at: t.clock.now().toISOString() }]);
    } finally {
      client.disconnect();
    }
  });

  it('keeps the notification when the realtime server cannot be reached', async () => {
    const offline = await createTestApp({ pusher: { ...resolveConfig().pusher, port: 1, timeoutMs: 500 } });
    try {
      const { token } = await registerUser(offline.app);
      const id = (await get(offline.app, '/api/v1/users/me', token)).json().data.id;
      await offline.app.notifications.notify(id, NotificationType.PasswordChanged);
      await offline.app.notifications.drain();
      expect((await get(offline.app, '/api/v1/notifications/unread-notifications', token)).json().data).toHaveLength(1);
    } finally {
      await offline.close();
    }
  });
});

describe('GET /api/v1/notifications/unread-notifications', () => {
  it('lists only the user’s unread notifications, newest first, in Laravel’s resource shape', async () => {
    const ada = await signUp();
    const grace = await signUp();
    const first = await t.app.notifications.notify(ada.id, NotificationType.EmailVerified, { email: 'ada@example.com' });
    t.clock.advance(60_000);
    const second = await t.app.notifications.notify(ada.id, NotificationType.TwoFactorEnabled);
    await t.app.notifications.notify(grace.id, NotificationType.PasswordChanged);

    const response = await get(t.app, '/api/v1/notifications/unread-notifications', ada.token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((n: { id: string }) => n.id)).toEqual([second.id, first.id]);
    expect(Object.keys(data[0]).sort()).toEqual(['created_at', 'data', 'id', 'read_at', 'type']);
    expect(data[1]).toMatchObject({ type: 'App\\Notifications\\EmailVerified', data: { email: 'ada@example.com' }, read_at: null });
  });

  it('answers 401 without a token', async () => {
    expect((await get(t.app, '/api/v1/notifications/unread-notifications')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/notifications/mark-notification-as-read/{id}', () => {
  it('marks read once and answers the same on repeat; the notification leaves the unread list', async () => {
    const ada = await signUp();
    const { id } = await t.app.notifications.notify(ada.id, NotificationType.ProfileCompleted);
    t.clock.advance(5_000);
    const readAt = t.clock.now().toISOString();
    const first = await get(t.app, `/api/v1/notifications/mark-notification-as-read/${id}`, ada.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ id, read_at: readAt });

    t.clock.advance(5_000);
    const again = await get(t.app, `/api/v1/notifications/mark-notification-as-read/${id.toUpperCase()}`, ada.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.read_at).toBe(readAt);
    expect((await get(t.app, '/api/v1/notifications/unread-notifications', ada.token)).json().data).toEqual([]);
  });

  it('answers 404 for another user’s notification and leaves it unread for its owner', async () => {
    const ada = await signUp();
    const grace = await signUp();
    const { id } = await t.app.notifications.notify(grace.id, NotificationType.PasswordChanged);
    const response = await get(t.app, `/api/v1/notifications/mark-notification-as-read/${id}`, ada.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found.' });
    expect((await get(t.app, '/api/v1/notifications/unread-notifications', grace.token)).json().data).toHaveLength(1);
  });

  it.each([['an unknown id', '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d'], ['a malformed id', 'not-a-uuid'], ['an SQL-ish id', "1'%20OR%20'1'='1"]])(
    'answers 404 for %s',
    async (_label, id) => {
      const ada = await signUp();
      expect((await get(t.app, `/api/v1/notifications/mark-notification-as-read/${id}`, ada.token)).statusCode).toBe(404);
    },
  );

  it('answers 401 without a token', async () => {
    expect((await get(t.app, '/api/v1/notifications/mark-notification-as-read/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d')).statusCode).toBe(401);
  });
});
