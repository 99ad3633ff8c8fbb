import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeAuthGateway, FakeTwoFactorGateway, aUser, findHeading, openApp, waitForPath } from '../support/fake-app';

const digits = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
const typeCode = (code: string) => fireEvent.paste(digits()[0], { clipboardData: { getData: () => code } });

async function signInWithPassword() {
  await findHeading('Sign in');
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await findHeading('Two-step sign-in');
}

function withTwoFactor() {
  const gateway = new FakeAuthGateway();
  gateway.user = aUser({ twoFactorEnabled: true, phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });
  return { gateway, twoFactor: new FakeTwoFactorGateway(gateway) };
}

describe('sign-in with two-step sign-in on', () => {
  it('given the right password, then the code is asked for before any session exists; the right code signs in', async () => {
    const fakes = withTwoFactor();
    const { sessions, gateway } = await openApp('/auth/sign-in', fakes);
    await signInWithPassword();
    expect(sessions.session).toBeNull();
    expect(screen.getByText(/Open your authenticator app/)).toBeTruthy();

    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitForPath('/dashboard/main');
    expect(sessions.session?.token).toBe('1|two-factor');
    expect(gateway.calls).toContain('validateTwoFactor:challenge-1:123456');
  });

  it('given a wrong code, then the message shows under the boxes and the person can try again', async () => {
    await openApp('/auth/sign-in', withTwoFactor());
    await signInWithPassword();
    typeCode('000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('That code is not right. Check the message and try again.')).toBeTruthy();
    expect(digits().map((box) => box.value).join('')).toBe('000000');
  });

  it('given a lost phone, then a recovery code signs in instead', async () => {
    const fakes = withTwoFactor();
    const { gateway } = await openApp('/auth/sign-in', fakes);
    await signInWithPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    fireEvent.change(field, { target: { value: ' p3r8t-bb2kq ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitForPath('/dashboard/main');
    expect(gateway.calls).toContain('validateTwoFactor:challenge-1:p3r8t-bb2kq');
  });

  it('given a malformed recovery code, then the rule says what one looks like and nothing is sent', async () => {
    const fakes = withTwoFactor();
    const { gateway } = await openApp('/auth/sign-in', fakes);
    await signInWithPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'abc' } });
    fireEvent.blur(screen.getByLabelText('Recovery code'));
    expect(await screen.findByText('Enter a recovery code like k7xq2-9mfd4.')).toBeTruthy();
    expect(gateway.calls.some((call) => call.startsWith('validateTwoFactor'))).toBe(false);
  });

  it('given the challenge expired, then the password step shows again with the reason and the e-mail kept', async () => {
    const fakes = withTwoFactor();
    fakes.gateway.signIn = async () => ({ challenge: 'stale-challenge', expiresInSeconds: 300 });
    await openApp('/auth/sign-in', fakes);
    await signInWithPassword();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await findHeading('Sign in')).toBeTruthy();
    expect(screen.getByText(/the code step took too long or was already used/)).toBeTruthy();
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('given the person goes back, then the e-mail and password form shows with what they typed', async () => {
    await openApp('/auth/sign-in', withTwoFactor());
    await signInWithPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Back to e-mail and password' }));
    await findHeading('Sign in');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ada@example.com');
  });
});
