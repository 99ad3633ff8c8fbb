import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { FakeAuthGateway, findHeading, openApp, waitForPath } from '../support/fake-app';

const email = () => screen.getByLabelText('E-mail address') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Sign in' });

describe('<SignInPage>', () => {
  it('says what "Keep me signed in" means before it is ticked: only on a device that is yours, for 30 days', async () => {
    await openApp('/auth/sign-in');
    await findHeading('Sign in');
    const keep = screen.getByRole('checkbox', { name: 'Keep me signed in on this device' });
    const hint = document.getElementById(keep.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Only on a device that is yours: you stay signed in for 30 days, even after closing the browser.');
  });

  it('given a pristine e-mail field, when the visitor types a bad address, then no error shows until the field loses focus', async () => {
    await openApp('/auth/sign-in');
    await findHeading('Sign in');
    fireEvent.change(email(), { target: { value: 'ada@' } });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Enter an e-mail address like name@example.com.')).toBeNull();

    fireEvent.blur(email());
    expect(await screen.findByText('Enter an e-mail address like name@example.com.')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
  });

  it('given a field showing an error, when the visitor fixes it while typing, then the error disappears without a blur', async () => {
    await openApp('/auth/sign-in');
    await findHeading('Sign in');
    fireEvent.change(email(), { target: { value: 'ada@' } });
    fireEvent.blur(email());
    await screen.findByText('Enter an e-mail address like name@example.com.');
    fireEvent.change(email(), { target: { value: 'ada@example.com' } });
    await waitFor(() => expect(screen.queryByText('Enter an e-mail address like name@example.com.')).toBeNull());
  });

  it('given wrong credentials, when the server answers 422, then its message shows under the field and the typed values stay', async () => {
    const gateway = new FakeAuthGateway();
    gateway.signIn = async () => {
      throw new ValidationFailed({ email: ['These credentials do not match our records.'] }, 'These credentials do not match our records.', 422);
    };
    await openApp('/auth/sign-in', { gateway });
    await findHeading('Sign in');
    fireEvent.change(email(), { target: { value: 'ada@example.com' } });
    fireEvent.change(password(), { target: { value: 'not-my-password' } });
    fireEvent.click(submit());

    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
    expect(email().value).toBe('ada@example.com');
    expect(password().value).toBe('not-my-password');
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
  });

  it('given the server message under a field, when the visitor edits that field, then the stale message goes away', async () => {
    const gateway = new FakeAuthGateway();
    gateway.signIn = async () => {
      throw new ValidationFailed({ email: ['These credentials do not match our records.'] }, 'These credentials do not match our records.', 422);
    };
    await openApp('/auth/sign-in', { gateway });
    await findHeading('Sign in');
    fireEvent.change(email(), { target: { value: 'ada@example.com' } });
    fireEvent.change(password(), { target: { value: 'secret-secret' } });
    fireEvent.click(submit());
    await screen.findByText('These credentials do not match our records.');
    fireEvent.change(email(), { target: { value: 'ada@example.org' } });
    await waitFor(() => expect(screen.queryByText('These credentials do not match our records.')).toBeNull());
  });

  it('given an empty form, when it is submitted, then every field error shows and nothing is sent', async () => {
    const { gateway } = await openApp('/auth/sign-in');
    await findHeading('Sign in');
    fireEvent.click(submit());
    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(gateway.calls).not.toContain('signIn');
  });

  it('given the service is unreachable, when the visitor signs in, then a message explains it and the values stay', async () => {
    const { Unavailable } = await import('../../../src-domain/shared/errors');
    const gateway = new FakeAuthGateway();
    gateway.signIn = async () => {
      throw new Unavailable();
    };
    await openApp('/auth/sign-in', { gateway });
    await findHeading('Sign in');
    fireEvent.change(email(), { target: { value: 'ada@example.com' } });
    fireEvent.change(password(), { target: { value: 'secret-secret' } });
    fireEvent.click(submit());
    expect(await screen.findByText(/cannot reach our service/)).toBeTruthy();
    expect(email().value).toBe('ada@example.com');
  });

  it('given a visitor sent from the dashboard, when they sign in, then they return to where they were going', async () => {
    const { gateway } = await openApp('/dashboard/main');
    await waitForPath('/auth/sign-in?returnTo=%2Fdashboard%2Fmain');
    await findHeading('Sign in');
    fireEvent.change(email(), { target: { value: 'ada@example.com' } });
    fireEvent.change(password(), { target: { value: 'secret-secret' } });
    fireEvent.click(submit());
    await waitForPath('/dashboard/main');
    expect(await findHeading(/Ada/)).toBeTruthy();
    expect(gateway.calls).toContain('signIn');
  });
});
