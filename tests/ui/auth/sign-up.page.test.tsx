import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { FakeAuthGateway, findHeading, openApp, SIGN_UP_LINK, waitForPath } from '../support/fake-app';

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

  it('given a valid application, when it is submitted, then it says "check your e-mail" and nobody is signed in yet', async () => {
    const { gateway, sessions } = await openApp('/auth/sign-up');
    await findHeading('Open an account');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Open my account' }));

    expect(await findHeading('Check your e-mail')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'We have sent an e-mail to grace@example.com. Open the link in it to finish opening your account. The link works for 24 hours.',
    );
    expect(screen.getByText(/If you already have an account with us, the e-mail says so/)).toBeTruthy();
    expect(gateway.calls).toEqual(['register']);
    expect(sessions.session).toBeNull();
  });

  it('given an address that already has an account, then the page says exactly what it says for a new one', async () => {
    // The server answers a taken address as it answers a new one; so does the page.
    const texts: string[] = [];
    for (const email of ['grace@example.com', 'someone.else@example.com']) {
      const { app } = await openApp('/auth/sign-up');
      await findHeading('Open an account');
      fillValidForm();
      fill('E-mail address', email);
      fireEvent.click(screen.getByRole('button', { name: 'Open my account' }));
      await findHeading('Check your e-mail');
      texts.push(document.querySelector('.auth-page')!.textContent!.replace(email, '<email>'));
      app.unmount();
    }
    expect(texts[0]).toBe(texts[1]);
  });

  it('given "Use a different e-mail address", then the form comes back as it was typed', async () => {
    await openApp('/auth/sign-up');
    await findHeading('Open an account');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Open my account' }));
    await findHeading('Check your e-mail');
    fireEvent.click(screen.getByRole('button', { name: 'Use a different e-mail address' }));
    await findHeading('Open an account');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('grace@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('correct-horse-battery');
  });

  it('given the e-mailed link, when the password chosen is entered, then the account opens and the borrower is asked to confirm the phone', async () => {
    const gateway = new FakeAuthGateway();
    await gateway.register({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', phone: '+447700900123', password: 'correct-horse-battery', password_confirmation: 'correct-horse-battery', terms: true });
    const { sessions } = await openApp(`/auth/sign-up#confirm=${SIGN_UP_LINK}`, { gateway });
    await findHeading('Finish opening your account');

    fill('Password', 'not-what-I-chose');
    fireEvent.click(screen.getByRole('button', { name: 'Open my account' }));
    expect(await screen.findByText('This is not the password you chose when you filled in the form.')).toBeTruthy();
    expect(sessions.session).toBeNull();

    fill('Password', 'correct-horse-battery');
    fireEvent.click(screen.getByRole('button', { name: 'Open my account' }));
    await waitForPath('/auth/verify');
    expect(await findHeading('Confirm your details')).toBeTruthy();
    expect(screen.getByText(/Grace, confirming your mobile number/)).toBeTruthy();
    expect(sessions.session?.user.phone).toBe('+447700900123');

    fireEvent.click(screen.getByRole('link', { name: 'Do this later' }));
    await waitForPath('/dashboard/main');
    expect(await findHeading(/Grace/)).toBeTruthy();
  });

  it('given a link that is used or expired, then it says so and leads back to the form', async () => {
    await openApp('/auth/sign-up#confirm=an-old-link');
    await findHeading('Finish opening your account');
    fill('Password', 'correct-horse-battery');
    fireEvent.click(screen.getByRole('button', { name: 'Open my account' }));
    expect(await screen.findByText(/This link has expired or has already been used/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fill in the form again' }).getAttribute('href')).toBe('/auth/sign-up');
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
