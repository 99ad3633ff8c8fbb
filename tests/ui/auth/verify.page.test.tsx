import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TooManyRequests } from '../../../src-domain/shared/errors';
import { FakeAuthGateway, FakeVerificationGateway, aUser, findHeading, openApp, waitForPath } from '../support/fake-app';

const digits = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
const typeCode = (code: string) => fireEvent.paste(digits()[0], { clipboardData: { getData: () => code } });
const phoneSection = () => screen.getByRole('region', { name: 'Mobile number' });
const emailSection = () => screen.getByRole('region', { name: 'E-mail address' });

describe('<VerifyPage>', () => {
  it('given a signed-in borrower with nothing verified, when they open /auth/verify, then both checks are offered', async () => {
    await openApp('/auth/verify', { signedInAs: aUser() });
    expect(await findHeading('Confirm your details')).toBeTruthy();
    expect(within(phoneSection()).getByText(/We texted a 6-digit code to this number/)).toBeTruthy();
    expect(within(emailSection()).getByRole('button', { name: 'E-mail me the link' })).toBeTruthy();
  });

  it('given a fully verified borrower, when they open /auth/verify, then they are sent to the dashboard', async () => {
    await openApp('/auth/verify', { signedInAs: aUser({ phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' }) });
    await waitForPath('/dashboard/main');
  });

  it('given a visitor who is not signed in, then the page asks them to sign in and come back', async () => {
    await openApp('/auth/verify');
    await findHeading('Confirm your details');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/sign-in?returnTo=%2Fauth%2Fverify');
  });

  it('given the right code, when it is submitted, then the number shows as confirmed and the session knows it', async () => {
    const { gateway, sessions } = await openApp('/auth/verify', { signedInAs: aUser() });
    await findHeading('Confirm your details');
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my number' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Mobile number' })).toBeNull());
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(await screen.findByText('Your mobile number is confirmed. Thank you.')).toBeTruthy();
    expect(gateway.calls).toContain('verifyPhone:123456');
    expect(sessions.session?.user.phoneVerifiedAt).not.toBeNull();
    // The e-mail is still to do, so the page stays.
    expect(emailSection()).toBeTruthy();
  });

  it('given a wrong code, when it is submitted, then the server message shows under the boxes and the digits stay', async () => {
    await openApp('/auth/verify', { signedInAs: aUser() });
    await findHeading('Confirm your details');
    typeCode('111111');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my number' }));
    expect(await screen.findByText('That code is not right. Check the message and try again.')).toBeTruthy();
    expect(digits().map((box) => box.value).join('')).toBe('111111');
    expect(digits()[0].getAttribute('aria-invalid')).toBe('true');
  });

  it('given an incomplete code, when it is submitted, then nothing is sent and the rule explains why', async () => {
    const { gateway } = await openApp('/auth/verify', { signedInAs: aUser() });
    await findHeading('Confirm your details');
    typeCode('123');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my number' }));
    expect(await screen.findByText('Enter the 6-digit code we sent you.')).toBeTruthy();
    expect(gateway.calls.some((call) => call.startsWith('verifyPhone'))).toBe(false);
  });

  it('given a just-registered borrower, then the resend button waits for the first code’s cooldown', async () => {
    await openApp('/auth/verify', { signedInAs: aUser({ createdAt: new Date(Date.now() - 20_000).toISOString() }) });
    await findHeading('Confirm your details');
    const resend = within(phoneSection()).getByRole('button', { name: /Send a new code/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(within(phoneSection()).getByText(/^0:(39|40)$/)).toBeTruthy();
  });

  it('given an older account, when a new code is asked for, then it is sent and the cooldown starts', async () => {
    const { gateway } = await openApp('/auth/verify', { signedInAs: aUser() });
    await findHeading('Confirm your details');
    const resend = within(phoneSection()).getByRole('button', { name: /Send a new code/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
    await act(async () => resend.click());
    expect(await screen.findByText('We have texted you a new code.')).toBeTruthy();
    expect(gateway.calls).toContain('resendPhoneCode');
    expect((within(phoneSection()).getByRole('button', { name: /Send a new code/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(phoneSection()).getByText('1:00')).toBeTruthy();
  });

  it('given the server refuses a resend with Retry-After, then its wait shows and the reason is given', async () => {
    const gateway = new FakeAuthGateway();
    gateway.user = aUser();
    const verification = new FakeVerificationGateway(gateway);
    verification.resendPhoneCode = async () => {
      throw new TooManyRequests(90);
    };
    await openApp('/auth/verify', { signedInAs: aUser(), gateway, verification });
    await findHeading('Confirm your details');
    await act(async () => within(phoneSection()).getByRole('button', { name: /Send a new code/ }).click());
    expect(await screen.findByText('Too many attempts. Please try again in 2 minutes.')).toBeTruthy();
    expect(within(phoneSection()).getByText(/^1:(29|30)$/)).toBeTruthy();
  });

  it('given the e-mail step, when the link is asked for, then the page says where it went and offers it again later', async () => {
    const { gateway } = await openApp('/auth/verify', { signedInAs: aUser() });
    await findHeading('Confirm your details');
    await act(async () => within(emailSection()).getByRole('button', { name: 'E-mail me the link' }).click());
    expect(await within(emailSection()).findByText('Check your inbox')).toBeTruthy();
    expect(within(emailSection()).getByText('ada@example.com', { selector: 'strong' })).toBeTruthy();
    expect((within(emailSection()).getByRole('button', { name: /Send the link again/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(gateway.calls).toContain('sendVerificationEmail');
  });

  it('given "Do this later", then the borrower goes to the dashboard, whose cards lead back here', async () => {
    await openApp('/auth/verify', { signedInAs: aUser() });
    await findHeading('Confirm your details');
    fireEvent.click(screen.getByRole('link', { name: 'Do this later' }));
    await waitForPath('/dashboard/main');
    expect((await screen.findByRole('link', { name: 'Verify my number' })).getAttribute('href')).toBe('/auth/verify');
    expect(screen.getByRole('link', { name: 'Verify my e-mail' }).getAttribute('href')).toBe('/auth/verify');
  });

  it('given the phone is confirmed and the e-mail was already, then the borrower lands on the dashboard with the news', async () => {
    await openApp('/auth/verify', { signedInAs: aUser({ emailVerifiedAt: '2026-01-01T00:00:00Z' }) });
    await findHeading('Confirm your details');
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my number' }));
    await waitForPath('/dashboard/main');
    expect(await screen.findByText('Your mobile number is confirmed. Thank you.')).toBeTruthy();
  });
});

describe('the e-mail confirmation link’s landing', () => {
  it('given a signed-in borrower back from the link, then a toast confirms it, the user is fetched afresh and the parameter goes', async () => {
    const gateway = new FakeAuthGateway();
    gateway.user = aUser({ emailVerifiedAt: '2026-01-02T11:00:00Z' });
    await openApp('/dashboard/main?email_verified=1', { signedInAs: aUser(), gateway });
    expect(await screen.findByText('Your e-mail address is confirmed. Thank you.', undefined, { timeout: 3000 })).toBeTruthy();
    await waitForPath('/dashboard/main');
    expect(gateway.calls).toContain('currentUser');
  });

  it('given an expired link, then the borrower is told to ask for a new one', async () => {
    await openApp('/dashboard/main?email_verified=0', { signedInAs: aUser() });
    expect(await screen.findByText(/That confirmation link has expired or was already used/, undefined, { timeout: 3000 })).toBeTruthy();
    await waitForPath('/dashboard/main');
  });

  it('given the link was opened signed out, then the sign-in page says the address is confirmed', async () => {
    await openApp('/auth/sign-in?email_verified=1');
    expect(await screen.findByText('Your e-mail address is confirmed. Sign in to carry on.')).toBeTruthy();
  });
});
