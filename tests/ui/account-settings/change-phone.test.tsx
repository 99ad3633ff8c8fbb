import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TooManyRequests } from '../../../src-domain/shared/errors';
import { FakeAuthGateway, aUser, findHeading, openApp } from '../support/fake-app';
import { FakeContactChangeGateway, PHONE_CHANGE_CODE } from '../support/fake-contact-change';

const SETTINGS = '/dashboard/account-settings/settings';
const section = () => screen.getByRole('heading', { name: 'Change mobile number' }).closest('section') as HTMLElement;
const contactRows = () => screen.getByRole('heading', { name: 'Contact details' }).closest('.bp6-card') as HTMLElement;
const field = (label: string) => within(section()).getByLabelText(label) as HTMLInputElement;
const button = (name: string) => within(section()).getByRole('button', { name }) as HTMLButtonElement;

async function askFor(phone: string, password: string) {
  await findHeading('Settings');
  fireEvent.change(field('New mobile number'), { target: { value: phone } });
  fireEvent.change(field('Your password'), { target: { value: password } });
  fireEvent.click(button('Text a code to the new number'));
  await within(section()).findByLabelText('6-digit code');
}

function enterCode(code: string) {
  fireEvent.change(field('6-digit code'), { target: { value: code } });
  fireEvent.click(button('Change my number'));
}

describe('<SettingsPage>: changing the mobile number', () => {
  it('given the password, a code goes to the new number; the right code changes it everywhere on the page', async () => {
    const { gateway } = await openApp(SETTINGS, { signedInAs: aUser({ phone: '+447700900123' }) });
    await askFor('07700 900456', 'old-password-1');
    expect(within(section()).getByRole('status').textContent).toBe(
      'We have texted a 6-digit code to your new number. Enter it below within 10 minutes. Your number stays as it is until then.',
    );
    expect(within(contactRows()).getByText('07700 900123')).toBeTruthy();

    enterCode(PHONE_CHANGE_CODE);
    expect(await within(section()).findByText('Mobile number changed')).toBeTruthy();
    expect(within(section()).getByText(/We will text 07700 900456 from now on\./)).toBeTruthy();
    await waitFor(() => expect(within(contactRows()).getByText('07700 900456')).toBeTruthy());
    expect(gateway.calls).toContain(`confirmPhoneChange:+447700900456:${PHONE_CHANGE_CODE}`);
  });

  it('given a wrong code, then the message shows by the code, the code stays as typed and the number is unchanged', async () => {
    await openApp(SETTINGS, { signedInAs: aUser({ phone: '+447700900123' }) });
    await askFor('07700 900456', 'old-password-1');
    enterCode('000000');
    expect(await within(section()).findByText('That code is not right. Check the message and try again.')).toBeTruthy();
    expect(field('6-digit code').value).toBe('000000');
    expect(within(contactRows()).getByText('07700 900123')).toBeTruthy();
  });

  it('while the code is being checked, the button shows it is busy and the code cannot be edited', async () => {
    let release!: () => void;
    const auth = new FakeAuthGateway();
    const contacts = new FakeContactChangeGateway(auth);
    await openApp(SETTINGS, { signedInAs: auth.user, gateway: auth, contacts });
    await askFor('07700 900456', 'old-password-1');
    contacts.hold = new Promise((resolve) => (release = resolve));
    enterCode(PHONE_CHANGE_CODE);
    await waitFor(() => expect(button('Change my number').disabled).toBe(true));
    expect(field('6-digit code').disabled).toBe(true);
    await act(async () => release());
    expect(await within(section()).findByText('Mobile number changed')).toBeTruthy();
  });

  it('given a wrong password, then the message shows by the password and both fields stay as typed', async () => {
    await openApp(SETTINGS, { signedInAs: aUser() });
    await findHeading('Settings');
    fireEvent.change(field('New mobile number'), { target: { value: '07700 900456' } });
    fireEvent.change(field('Your password'), { target: { value: 'not-my-password' } });
    fireEvent.click(button('Text a code to the new number'));
    expect(await within(section()).findByText('The password is not right.')).toBeTruthy();
    expect(field('New mobile number').value).toBe('07700 900456');
    expect(field('Your password').value).toBe('not-my-password');
  });

  it('given a code was asked for a minute ago, then it says how long to wait', async () => {
    const auth = new FakeAuthGateway();
    const contacts = new FakeContactChangeGateway(auth);
    contacts.failNext = new TooManyRequests(90, 'Too Many Attempts.', 429);
    await openApp(SETTINGS, { signedInAs: auth.user, gateway: auth, contacts });
    await findHeading('Settings');
    fireEvent.change(field('New mobile number'), { target: { value: '07700 900456' } });
    fireEvent.change(field('Your password'), { target: { value: 'old-password-1' } });
    fireEvent.click(button('Text a code to the new number'));
    expect((await within(section()).findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(field('New mobile number').value).toBe('07700 900456');
  });

  it('given a code was sent, when "Use a different number" is chosen, then the first form is back with the number and without the password', async () => {
    await openApp(SETTINGS, { signedInAs: aUser() });
    await askFor('07700 900456', 'old-password-1');
    fireEvent.change(field('6-digit code'), { target: { value: '12' } });
    fireEvent.click(button('Use a different number'));
    expect(field('New mobile number').value).toBe('07700 900456');
    expect(field('Your password').value).toBe('');
    await askFor('07700 900789', 'old-password-1');
    expect(field('6-digit code').value).toBe('');
  });
});
