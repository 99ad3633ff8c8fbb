import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, findHeading, openApp } from '../support/fake-app';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('<ChangePasswordPage>', () => {
  it('given the right current password, when a new one is saved, then a toast and a callout confirm it and the fields empty', async () => {
    const { passwords, gateway } = await openApp('/dashboard/account-settings/change-password', { signedInAs: aUser() });
    await findHeading('Change password');
    expect(screen.getByText(/Every other phone, tablet or computer signed in to your account is signed out/)).toBeTruthy();
    fill('Current password', 'old-password-1');
    fill('New password', 'a-much-better-passphrase');
    fill('Confirm the new password', 'a-much-better-passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(await screen.findByText('Your password has been changed. Every other device has been signed out.')).toBeTruthy();
    await waitFor(() => expect(field('New password').value).toBe(''));
    expect(passwords.currentPassword).toBe('a-much-better-passphrase');
    expect(gateway.calls).toContain('changePassword');
  });

  it('given a wrong current password, then the server message shows under that field and every value stays', async () => {
    await openApp('/dashboard/account-settings/change-password', { signedInAs: aUser() });
    await findHeading('Change password');
    fill('Current password', 'not-it');
    fill('New password', 'a-much-better-passphrase');
    fill('Confirm the new password', 'a-much-better-passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not right.')).toBeTruthy();
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(field('Current password').value).toBe('not-it');
    expect(field('New password').value).toBe('a-much-better-passphrase');
    expect(screen.queryByText('Password changed')).toBeNull();
  });

  it('shows the strength of the new password and the rules met as it is typed', async () => {
    await openApp('/dashboard/account-settings/change-password', { signedInAs: aUser() });
    await findHeading('Change password');
    fill('New password', 'short');
    expect(screen.getByText('Too short')).toBeTruthy();
    expect(screen.getByText('(not met yet)', { exact: false })).toBeTruthy();
    fill('New password', 'ada-lovelace-2026');
    expect(screen.getByText('Weak')).toBeTruthy(); // built from her own name
    fill('New password', 'copper kettle mountain river');
    expect(screen.getByText('Strong')).toBeTruthy();
  });

  it('validates on blur, not while typing', async () => {
    await openApp('/dashboard/account-settings/change-password', { signedInAs: aUser() });
    await findHeading('Change password');
    fill('New password', 'abc');
    expect(screen.queryByText('Password is not valid.')).toBeNull();
    fireEvent.blur(field('New password'));
    expect(await screen.findByText('Password is not valid.')).toBeTruthy();
  });
});
