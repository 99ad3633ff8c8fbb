import { describe, expect, it } from 'vitest';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { presentNotification } from '../../../src-domain/notifications/notification.presenter';
import { createNotification, isNotificationId } from '../../../src-domain/notifications/notification.entity';

describe('presentNotification', () => {
  it('says where a new sign-in came from', () => {
    expect(presentNotification(NotificationType.NewBrowserSignIn, { browser: 'Safari on iOS', ip_address: '203.0.113.7' })).toEqual({
      title: 'New sign-in to your account',
      body: 'Someone signed in to your account from Safari on iOS (IP address 203.0.113.7). If this was not you, change your password and contact us.',
    });
  });

  it('copes with missing data', () => {
    expect(presentNotification(NotificationType.NewBrowserSignIn, {}).body).toMatch(/^Someone signed in to your account from a browser we have not seen before\. /);
    expect(presentNotification(NotificationType.PhoneVerified, { phone: 42 }).body).toBe('Your phone number is now confirmed.');
  });

  it.each(Object.values(NotificationType))('has words for %s', (type) => {
    const text = presentNotification(type, {});
    expect(text.title).not.toBe('New notification');
    expect(text.title.length).toBeGreaterThan(0);
    expect(text.body.length).toBeGreaterThan(0);
  });

  it('shows an unknown type from its own title and body or message', () => {
    expect(presentNotification('App\\Notifications\\LoanApproved', { title: 'Loan approved', message: 'Funds arrive tomorrow.' })).toEqual({
      title: 'Loan approved',
      body: 'Funds arrive tomorrow.',
    });
    expect(presentNotification('Anything', {})).toEqual({ title: 'New notification', body: '' });
  });
});

describe('Notification', () => {
  it('derives title and body when created', () => {
    const notification = createNotification({ id: 'x', type: NotificationType.EmailVerified, data: { email: 'a@b.c' }, createdAt: '2026-01-01T00:00:00.000Z', readAt: null });
    expect(notification).toMatchObject({ title: 'E-mail address verified', body: 'a@b.c is now confirmed as your e-mail address.' });
  });

  it('recognises notification ids', () => {
    expect(isNotificationId('9B1DEB4D-3B7D-4BAD-9BDD-2B0D7B3DCB6D')).toBe(true);
    expect(isNotificationId('9b1deb4d3b7d4bad9bdd2b0d7b3dcb6d')).toBe(false);
    expect(isNotificationId(7)).toBe(false);
  });
});
