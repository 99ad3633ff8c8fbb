import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { FakeAuthGateway, FakePasswordGateway, aUser, currentPath, findHeading, openApp, waitForPath } from '../support/fake-app';

const digits = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
const typeCode = (code: string) => fireEvent.paste(digits()[0], { clipboardData: { getData: () => code } });
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function askForCode(email = 'ada@example.com') {
  await findHeading('Reset your password');
  fill('E-mail address', email);
  fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
  await waitForPath('/auth/reset-verify');
  await findHeading('Enter your code');
}

describe('password recovery: /auth/forgot → /auth/reset-verify → /auth/reset', () => {
  it('given the whole flow, when each step succeeds, then the borrower is back on sign-in with the news', async () => {
    const { gateway, passwords } = await openApp('/auth/sign-in');
    await findHeading('Sign in');
    fireEvent.click(screen.getByRole('link', { name: 'Forgotten your password?' }));
    await waitForPath('/auth/forgot');
    await askForCode();
    expect(screen.getByText(/we have e-mailed a 6-digit code to it/)).toBeTruthy();

    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitForPath('/auth/reset');
    await findHeading('Choose a new password');
    fill('New password', 'a-brand-new-passphrase');
    fill('Confirm the new password', 'a-brand-new-passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));

    await waitForPath('/auth/sign-in');
    expect(await screen.findByText('Your password has been changed. Please sign in with the new one.')).toBeTruthy();
    expect(passwords.currentPassword).toBe('a-brand-new-passphrase');
    expect(gateway.calls).toEqual([
      'forgotPassword:ada@example.com',
      'verifyForgotCode:ada@example.com:123456',
      'resetPassword:ada@example.com:reset-token-1',
    ]);
  });

  it('says the same words whether or not the address belongs to an account', async () => {
    const texts: string[] = [];
    for (const email of ['ada@example.com', 'nobody@example.com']) {
      const { app } = await openApp('/auth/forgot');
      await askForCode(email);
      texts.push((document.querySelector('.auth-page__lead')?.textContent ?? '').replace(email, '<email>'));
      act(() => app.unmount());
    }
    expect(texts[0]).toBe(texts[1]);
    expect(texts[0]).toContain('If <email> belongs to an account with us');
  });

  it('given a wrong code, then the message shows under the boxes, the digits stay, and a new code can be asked for', async () => {
    const { gateway } = await openApp('/auth/forgot');
    await askForCode();
    typeCode('999999');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That code is not right. Check the message and try again.')).toBeTruthy();
    expect(digits().map((box) => box.value).join('')).toBe('999999');
    expect(currentPath()).toBe('/auth/reset-verify');
    // The first code started the 60 s cooldown.
    expect((screen.getByRole('button', { name: /Send a new code/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('1:00')).toBeTruthy();
    expect(gateway.calls).toContain('verifyForgotCode:ada@example.com:999999');
  });

  it('given a reload on /auth/reset-verify, then the page asks for the address too and can resend to it', async () => {
    const { gateway } = await openApp('/auth/reset-verify');
    await findHeading('Enter your code');
    fill('E-mail address', 'ada@example.com');
    await act(async () => screen.getByRole('button', { name: /Send a new code/ }).click());
    expect(await screen.findByText(/a new code is on its way/)).toBeTruthy();
    expect(gateway.calls).toContain('resendForgotCode:ada@example.com');
  });

  it('given /auth/reset opened without a verified code, then it explains and offers to get one', async () => {
    await openApp('/auth/reset');
    await findHeading('Choose a new password');
    expect(screen.getByRole('link', { name: 'Get a code' }).getAttribute('href')).toBe('/auth/forgot');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('given the reset token expired meanwhile, then the page says so, keeps the passwords and points to a new code', async () => {
    const gateway = new FakeAuthGateway();
    const passwords = new FakePasswordGateway(gateway);
    passwords.resetPassword = async () => {
      throw new ValidationFailed({ reset_token: ['This reset has expired.'] }, 'This reset has expired.', 422);
    };
    await openApp('/auth/forgot', { gateway, passwords });
    await askForCode();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await findHeading('Choose a new password');
    fill('New password', 'a-brand-new-passphrase');
    fill('Confirm the new password', 'a-brand-new-passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Your code has expired')).toBeTruthy();
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('a-brand-new-passphrase');
    expect(screen.getByRole('link', { name: 'Ask for a new code' }).getAttribute('href')).toBe('/auth/forgot');
  });

  it('given a common password, then the server’s message shows under the field', async () => {
    const gateway = new FakeAuthGateway();
    const passwords = new FakePasswordGateway(gateway);
    passwords.resetPassword = async () => {
      throw new ValidationFailed({ password: ['This password is too common. Please choose another.'] }, 'This password is too common.', 422);
    };
    await openApp('/auth/forgot', { gateway, passwords });
    await askForCode();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await findHeading('Choose a new password');
    fill('New password', 'password123');
    fill('Confirm the new password', 'password123');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('This password is too common. Please choose another.')).toBeTruthy();
  });

  it('given the passwords differ, then the rule shows on blur and nothing is sent', async () => {
    const { gateway } = await openApp('/auth/forgot');
    await askForCode();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await findHeading('Choose a new password');
    fill('New password', 'a-brand-new-passphrase');
    fill('Confirm the new password', 'a-different-passphrase');
    fireEvent.blur(screen.getByLabelText('Confirm the new password'));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(gateway.calls.some((call) => call.startsWith('resetPassword'))).toBe(false);
  });

  it('given a signed-in borrower on /auth/reset-verify (no guest rule), then the page warns them and continuing signs them out', async () => {
    const { gateway, passwords } = await openApp('/auth/reset-verify', { signedInAs: aUser() });
    await findHeading('Enter your code');
    expect(screen.getByText('You are signed in as ada@example.com')).toBeTruthy();
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ada@example.com');
    await act(async () => screen.getByRole('button', { name: /Send a new code/ }).click());
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitForPath('/auth/reset');
    await findHeading('Choose a new password');
    expect(gateway.calls).toContain('signOut');
    expect(passwords).toBeTruthy();
  });
});
