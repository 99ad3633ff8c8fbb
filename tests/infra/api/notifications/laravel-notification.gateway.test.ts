import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { NotFound, Unexpected } from '../../../../src-domain/shared/errors';
import { LaravelNotificationGateway } from '../../../../src-infra/api/notifications/laravel-notification.gateway';
import { fromBroadcast } from '../../../../src-infra/api/notifications/notification.mapper';
import { ADA, BASE_URL, TRANSPORTS, createClient, rejectionOf, useNock } from '../../support/http-fixture';

const ID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
const RESOURCE = {
  id: ID,
  type: 'App\\Notifications\\NewBrowserSignIn',
  data: { browser: 'Safari on iOS', ip_address: '203.0.113.7', signed_in_at: '2026-11-22T10:00:00.000Z' },
  read_at: null,
  created_at: '2026-11-22T10:00:00.000Z',
};

describe.each(TRANSPORTS)('LaravelNotificationGateway over $name', ({ create }) => {
  useNock();

  function gateway() {
    const client = createClient(create());
    client.sessions.write({ token: '1|secret', user: ADA, role: 'borrower' });
    return { ...client, notifications: new LaravelNotificationGateway(client.http) };
  }

  it('lists unread notifications with GET and the usual headers, mapped with their display text', async () => {
    const { notifications } = gateway();
    let headers: Record<string, string | string[]> = {};
    nock(BASE_URL)
      .get('/api/v1/notifications/unread-notifications')
      .reply(function () {
        headers = this.req.headers;
        return [200, { data: [RESOURCE] }];
      });

    const [notification] = await notifications.unread();

    expect(headers).toMatchObject({ accept: 'application/json', authorization: 'Bearer 1|secret' });
    expect(notification).toEqual({
      id: ID,
      type: RESOURCE.type,
      title: 'New sign-in to your account',
      body: 'Someone signed in to your account from Safari on iOS (IP address 203.0.113.7) on 22 November 2026, 10:00 (UK time). If this was not you, reset your password straight away and contact us.',
      about: { kind: 'account-security' },
      topic: RESOURCE.type,
      data: RESOURCE.data,
      createdAt: RESOURCE.created_at,
      readAt: null,
    });
  });

  it('marks read with GET …/mark-notification-as-read/{id}, the id escaped', async () => {
    const { notifications } = gateway();
    const scope = nock(BASE_URL).get(`/api/v1/notifications/mark-notification-as-read/${ID}`).reply(200, { data: { ...RESOURCE, read_at: '2026-11-22T10:01:00.000Z' } });
    await notifications.markRead(ID);
    expect(scope.isDone()).toBe(true);

    const odd = nock(BASE_URL).get('/api/v1/notifications/mark-notification-as-read/a%2Fb').reply(404, { message: 'Not Found.' });
    expect(await rejectionOf(notifications.markRead('a/b'))).toBeInstanceOf(NotFound);
    expect(odd.isDone()).toBe(true);
  });

  it.each([
    ['no data envelope', [RESOURCE]],
    ['a resource without an id', { data: [{ ...RESOURCE, id: 5 }] }],
    ['a numeric read_at', { data: [{ ...RESOURCE, read_at: 5 }] }],
  ])('refuses %s as Unexpected', async (_label, body) => {
    const { notifications } = gateway();
    nock(BASE_URL).get('/api/v1/notifications/unread-notifications').reply(200, body);
    expect(await rejectionOf(notifications.unread())).toBeInstanceOf(Unexpected);
  });
});

describe('fromBroadcast', () => {
  it('splits Laravel’s flattened payload into id, type and data, stamped with the time of receipt', () => {
    const notification = fromBroadcast({ phone: '+447700900123', id: ID, type: 'App\\Notifications\\PhoneVerified' }, new Date('2026-11-22T12:00:00.000Z'));
    expect(notification).toMatchObject({ id: ID, type: 'App\\Notifications\\PhoneVerified', data: { phone: '+447700900123' }, createdAt: '2026-11-22T12:00:00.000Z', readAt: null, title: 'Phone number verified' });
  });

  it('ignores a payload without id or type', () => {
    expect(fromBroadcast({ id: ID }, new Date())).toBeNull();
    expect(fromBroadcast('nonsense', new Date())).toBeNull();
  });
});
