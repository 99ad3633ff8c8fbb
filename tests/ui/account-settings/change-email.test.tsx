import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TooManyRequests } from '../../../src-domain/shared/errors';
import { FakeAuthGateway, aUser, findHeading, openApp } from '../support/fake-app';
import { EMAIL_CHANGE_LINK, FakeContactChangeGateway } from '../support/fake-contact-change';

const SETTINGS = '/dashboard/account-settings/settings';
const section = () => screen.getByRole('heading', { name: 'Change e-mail address' }).closest('section') as HTMLElement;
const contactRows = () => screen.getByRole('heading', { name: 'Contact details' }).closest('.bp6-card') as HTMLElement;
const field = (label: string) => within(section()).getByLabelText(label) as HTMLInputElement;
const send = () => within(section()).getByRole('button', { name: 'Send a link to the new address' }) as HTMLButtonElement;

async function askFor(email: string, password: string) {
  await findHeading('Settings');
  fireEvent.change(field('New e-mail address'), { target: { value: email } });
  fireEvent.change(field('Your password'), { target: { value: password } });
  fireEvent.click(send());
}

describe('<SettingsPage>: changing the e-mail address', () => {
  it('given the password, when a new address is asked for, then the page says a link went to it and nothing has changed yet', async () => {
    const { gateway } = await openApp(SETTINGS, { signedInAs: aUser({ email: 'ada@example.com' }) });
    await askFor('Ada.New@Example.co.uk', 'old-password-1');
    expect(await within(section()).findByText('Check your new inbox')).toBeTruthy();
    expect(within(section()).getByText('ada.new@example.co.uk')).toBeTruthy();
    expect(within(section()).queryByRole('form')).toBeNull();
    expect(within(contactRows()).getByText('ada@example.com')).toBeTruthy();
    expect(gateway.calls).toContain('requestEmailChange:Ada.New@Example.co.uk');
  });

  it('while the request is on its way, the button shows it is busy and the fields cannot be edited', async () => {
    let release!: () => void;
    const auth = new FakeAuthGateway();
    const contacts = new FakeContactChangeGateway(auth);
    contacts.hold = new Promise((resolve) => (release = resolve));
    await openApp(SETTINGS, { signedInAs: auth.user, gateway: auth, contacts });
    await askFor('new@example.com', 'old-password-1');
    await waitFor(() => expect(send().disabled).toBe(true));
    expect(field('New e-mail address').disabled).toBe(true);
    expect(field('Your password').disabled).toBe(true);
    await act(async () => release());
    expect(await within(section()).findByText('Check your new inbox')).toBeTruthy();
  });

  it('given a wrong password, then the message shows by the password and what was typed stays', async () => {
    await openApp(SETTINGS, { signedInAs: aUser() });
    await askFor('new@example.com', 'not-my-password');
    expect(await within(section()).findByText('The password is not right.')).toBeTruthy();
    expect(field('New e-mail address').value).toBe('new@example.com');
    expect(field('Your password').value).toBe('not-my-password');
    expect(send().disabled).toBe(false);
  });

  it('given too many requests, then it says how long to wait and keeps the form as typed', async () => {
    const auth = new FakeAuthGateway();
    const contacts = new FakeContactChangeGateway(auth);
    contacts.failNext = new TooManyRequests(45, 'Too Many Attempts.', 429);
    await openApp(SETTINGS, { signedInAs: auth.user, gateway: auth, contacts });
    await askFor('new@example.com', 'old-password-1');
    expect((await within(section()).findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 45 seconds.');
    expect(field('New e-mail address').value).toBe('new@example.com');
  });

  it('given a link was sent, when "Use a different address" is chosen, then the form is back, without the password', async () => {
    await openApp(SETTINGS, { signedInAs: aUser() });
    await askFor('typo@example.com', 'old-password-1');
    fireEvent.click(await within(section()).findByRole('button', { name: 'Use a different address' }));
    expect(field('New e-mail address').value).toBe('typo@example.com');
    expect(field('Your password').value).toBe('');
    await askFor('right@example.com', 'old-password-1');
    expect(await within(section()).findByText('right@example.com')).toBeTruthy();
  });

  it('given the e-mailed link is opened while signed in, then the address changes and the token leaves the address bar', async () => {
    const auth = new FakeAuthGateway();
    auth.user = aUser({ email: 'ada@example.com' });
    const contacts = new FakeContactChangeGateway(auth);
    contacts.pendingEmail = 'ada.new@example.co.uk';
    await openApp(`${SETTINGS}#confirm-email=${EMAIL_CHANGE_LINK}`, { signedInAs: auth.user, gateway: auth, contacts });
    expect(await within(section()).findByText('E-mail address changed')).toBeTruthy();
    await waitFor(() => expect(within(contactRows()).getByText('ada.new@example.co.uk')).toBeTruthy());
    expect(window.location.hash).toBe('');
    expect(auth.calls).toContain(`confirmEmailChange:${EMAIL_CHANGE_LINK}`);
  });

  it('given a link that was already used, then it says so and offers the form again', async () => {
    await openApp(`${SETTINGS}#confirm-email=${EMAIL_CHANGE_LINK}`, { signedInAs: aUser() });
    expect(await within(section()).findByText('This link has expired or has already been used. Ask for a new one below.')).toBeTruthy();
    expect(field('New e-mail address')).toBeTruthy();
  });
});

describe('<SettingsPage>: the e-mailed link opened while signed out', () => {
  it('goes through sign-in and back to settings with the link, which then changes the address', async () => {
    const auth = new FakeAuthGateway();
    auth.user = aUser({ email: 'ada@example.com' });
    const contacts = new FakeContactChangeGateway(auth);
    contacts.pendingEmail = 'ada.new@example.co.uk';
    await openApp(`${SETTINGS}#confirm-email=${EMAIL_CHANGE_LINK}`, { gateway: auth, contacts });
    await findHeading('Sign in');
    expect(window.location.search).toBe(`?returnTo=${encodeURIComponent(SETTINGS)}`);
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'old-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await within(await sectionOnceShown()).findByText('E-mail address changed')).toBeTruthy();
    expect(window.location.pathname).toBe(SETTINGS);
    expect(auth.calls).toContain(`confirmEmailChange:${EMAIL_CHANGE_LINK}`);
  });
});

async function sectionOnceShown(): Promise<HTMLElement> {
  await findHeading('Settings');
  return section();
}
