import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { FakeAuthGateway, findHeading, openApp, waitForPath } from '../support/fake-app';

function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValidForm(): void {
  fill('First name', 'Grace');
  fill('Last name', 'Hopper');
  fill('E-mail address', 'grace@example.com');
  fill('Mobile phone', '07700 900123');
  fill('Password', 'correct-horse-battery');
  fill('Confirm password', 'correct-horse-battery');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('<SignUpPage>', () => {
  it('shows the password rule and how to type the mobile number before anything is typed', async () => {
    await openApp('/auth/sign-up');
    await findHeading('Open an account');
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    expect(screen.getByText(/We will text you a code. A number abroad starts with its country code/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms');
    // Every compulsory field says so (its DTO's required rule), to the eye and to a screen reader.
    for (const label of ['First name', 'Last name', 'E-mail address', 'Mobile phone', 'Confirm password']) {
      expect(screen.getByLabelText(label).getAttribute('aria-required'), label).toBe('true');
      expect(screen.getByLabelText(label).closest('.bp6-form-group')?.classList.contains('labelled-field--required'), label).toBe(true);
    }
    expect(screen.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('given a valid application, when it is submitted, then the account opens and the borrower is asked to confirm the phone', async () => {
    const { gateway, sessions } = await openApp('/auth/sign-up');
    await findHeading('Open an account');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Open my account' }));
    await waitForPath('/auth/verify');
    expect(await findHeading('Confirm your details')).toBeTruthy();
    expect(screen.getByText(/Grace, confirming your mobile number/)).toBeTruthy();
    expect(gateway.calls).toContain('register');
    expect(sessions.session?.user.phone).toBe('+447700900123');

    fireEvent.click(screen.getByRole('link', { name: 'Do this later' }));
    await waitForPath('/dashboard/main');
    expect(await findHeading(/Grace/)).toBeTruthy();
  });

  it('given a sign-up sent from a dashboard page, when it succeeds, then "Do this later" goes back there', async () => {
    await openApp('/auth/sign-up?returnTo=%2Fdashboard%2Faccount-settings%2Fsettings');
    await findHeading('Open an account');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Open my account' }));
    await waitForPath('/auth/verify?returnTo=%2Fdashboard%2Faccount-settings%2Fsettings');
    fireEvent.click(await screen.findByRole('link', { name: 'Do this later' }));
    await waitForPath('/dashboard/account-settings/settings');
  });

  it('given the terms box, when it is ticked and unticked, then the error shows at once (a committed change)', async () => {
    await openApp('/auth/sign-up');
    await findHeading('Open an account');
    const terms = screen.getByRole('checkbox');
    fireEvent.click(terms);
    fireEvent.click(terms);
    expect(await screen.findByText('Please accept the terms to open an account.')).toBeTruthy();
  });

  it('given mismatched passwords, when the confirmation loses focus, then it says they do not match', async () => {
    await openApp('/auth/sign-up');
    await findHeading('Open an account');
    fill('Password', 'correct-horse-battery');
    fill('Confirm password', 'correct-horse-batterx');
    fireEvent.blur(screen.getByLabelText('Confirm password'));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
  });

  it('given an e-mail already registered, when the server answers 422, then the message shows under e-mail and nothing typed is lost', async () => {
    const gateway = new FakeAuthGateway();
    gateway.register = async () => {
      throw new ValidationFailed({ email: ['The email has already been taken.'] }, 'The email has already been taken.', 422);
    };
    await openApp('/auth/sign-up', { gateway });
    await findHeading('Open an account');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Open my account' }));
    expect(await screen.findByText('The email has already been taken.')).toBeTruthy();
    // The way on: sign in, or recover the password.
    expect(screen.getByText(/You already have an account with this e-mail address/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'reset your password' }).getAttribute('href')).toBe('/auth/forgot');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Grace');
    expect((screen.getByLabelText('Mobile phone') as HTMLInputElement).value).toBe('07700 900123');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('correct-horse-battery');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('given a password, when the show button is pressed, then the characters become visible', async () => {
    await openApp('/auth/sign-up');
    await findHeading('Open an account');
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(input.type).toBe('text');
  });
});
