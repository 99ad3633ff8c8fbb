import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { REGISTRATION_STORAGE_KEY } from '../../../src-ui/auth/registration/registration.store';
import { FakeAuthGateway, FakeRegistrationGateway, findHeading, openApp, SIGN_UP_LINK, waitForPath } from '../support/fake-app';

const digits = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
const typeCode = (code: string) => fireEvent.paste(digits()[0], { clipboardData: { getData: () => code } });
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const progress = () => screen.getByRole('navigation', { name: 'Opening an account' });

/** Goes to `path` in the running app, as a click on a link in an e-mail would. */
async function visit(path: string) {
  act(() => window.history.pushState(null, '', path));
  await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
}

/** Step 1's form, sent: the page says "check your e-mail". */
async function sendContactDetails(email = 'grace@example.com') {
  await findHeading('Open an account');
  fill('E-mail address', email);
  fill('Mobile phone', '+44 7700 900123');
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'E-mail me a link' }));
  await findHeading('Check your e-mail');
}

/** Step 1 up to the code: the form, then the link from the e-mail. */
async function contactDetails(email = 'grace@example.com') {
  await sendContactDetails(email);
  await visit(`/auth/sign-up1#confirm=${SIGN_UP_LINK}`);
  await findHeading('Confirm your mobile number');
  // The token leaves the address bar as soon as it is read.
  expect(window.location.hash).toBe('');
}

async function choosePassword() {
  await findHeading('Choose a password');
  fill('Password', 'a-long-and-quiet-river');
  fill('Confirm password', 'a-long-and-quiet-river');
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
}

describe('the three-step registration (/auth/sign-up1 → /auth/set-password → /auth/basics)', () => {
  it('given each step done, then the account opens with the e-mail and the phone confirmed, and the borrower is signed in', async () => {
    const { gateway, sessions } = await openApp('/auth/sign-up1');
    expect(within(await screen.findByRole('navigation', { name: 'Opening an account' })).getByText('Step 1 of 3')).toBeTruthy();
    await contactDetails();
    expect(screen.getByText('+44•••••••123')).toBeTruthy();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));

    await waitForPath('/auth/set-password');
    await findHeading('Choose a password');
    expect(within(progress()).getByText('Step 2 of 3')).toBeTruthy();
    expect(within(progress()).getByText('Contact details').closest('li')?.className).toContain('done');
    await choosePassword();

    await waitForPath('/auth/basics');
    await findHeading('About you');
    expect(within(progress()).getByRole('listitem', { current: 'step' }).textContent).toContain('About you');
    fill('First name', 'Grace');
    fill('Last name', 'Hopper');
    fill('Day', '9');
    fill('Month', '12');
    fill('Year', '1986');
    fireEvent.click(screen.getByRole('button', { name: 'Open my account' }));

    // Nothing is left to confirm: the link proved the address, the code the phone.
    await waitForPath('/dashboard/main');
    expect(sessions.session?.user.firstName).toBe('Grace');
    expect(gateway.calls).toEqual([
      'startRegistration:grace@example.com',
      'confirmRegistrationEmail',
      'verifyRegistrationPhone:123456',
      'setRegistrationPassword',
      'completeRegistration:1986-12-09',
    ]);
    expect(window.sessionStorage.getItem(REGISTRATION_STORAGE_KEY)).toBeNull();
  });

  it('given someone under 18, then the date of birth is refused under the date, on leaving it', async () => {
    const { registration } = await openApp('/auth/sign-up1');
    await contactDetails();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await choosePassword();
    await findHeading('About you');
    const year = String(new Date().getUTCFullYear() - 10);
    fill('Day', '1');
    fill('Month', '1');
    fireEvent.blur(screen.getByLabelText('Month'), { relatedTarget: screen.getByLabelText('Year') });
    expect(screen.queryByText('You must be 18 or older to open an account.')).toBeNull(); // still inside the date
    fill('Year', year);
    fireEvent.blur(screen.getByLabelText('Year'));
    expect(await screen.findByText('You must be 18 or older to open an account.')).toBeTruthy();
    expect(registration.step).toBe('basics');
  });

  it('given the page is reloaded half way, then the registration continues from this tab’s storage', async () => {
    const first = await openApp('/auth/sign-up1');
    await contactDetails();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await findHeading('Choose a password');
    act(() => first.app.unmount());

    await openApp('/auth/sign-up1');
    await findHeading('Open an account');
    expect(screen.getByText('Welcome back')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Continue' }));
    await waitForPath('/auth/set-password');
    expect(await findHeading('Choose a password')).toBeTruthy();
  });

  it('given someone who comes back later without the token, when they start again with the same details, then they resume after the code', async () => {
    const gateway = new FakeAuthGateway();
    const registration = new FakeRegistrationGateway(gateway);
    registration.step = 'basics'; // they had chosen a password last week
    registration.email = 'grace@example.com';
    await openApp('/auth/sign-up1', { gateway, registration });
    expect(screen.queryByText('Welcome back')).toBeNull();
    expect(screen.getByText(/Started before and left half way\?/)).toBeTruthy();
    await contactDetails();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await waitForPath('/auth/basics');
    expect(await findHeading('About you')).toBeTruthy();
  });

  it('given a step page opened with nothing in progress, then it points back to step 1', async () => {
    await openApp('/auth/basics');
    await findHeading('Open an account');
    // Nothing is done yet, so the progress says step 1, not step 3 with two steps behind it.
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to step 1' }).getAttribute('href')).toBe('/auth/sign-up1');
    expect(screen.queryByLabelText('First name')).toBeNull();
  });

  it('given a step opened too early, then the borrower is sent to the step they have to do', async () => {
    await openApp('/auth/sign-up1');
    await contactDetails();
    act(() => window.history.pushState(null, '', '/auth/basics'));
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitForPath('/auth/sign-up1');
  });

  it('given the token expired, then step 1 explains it and keeps the e-mail for the restart', async () => {
    const gateway = new FakeAuthGateway();
    const registration = new FakeRegistrationGateway(gateway);
    registration.setPassword = async () => {
      throw new ValidationFailed({ registration_token: ['This registration has expired.'] }, 'This registration has expired.', 422);
    };
    await openApp('/auth/sign-up1', { gateway, registration });
    await contactDetails();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await choosePassword();
    expect(await screen.findByText(/Your registration timed out for your security/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to step 1' }));
    await findHeading('Open an account');
    expect(screen.getByText(/Your registration timed out/)).toBeTruthy();
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('grace@example.com');
  });

  it('given a typo in the number, then the details can be changed with what was typed kept', async () => {
    await openApp('/auth/sign-up1');
    await contactDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Change my e-mail or number' }));
    await findHeading('Open an account');
    expect((screen.getByLabelText('Mobile phone') as HTMLInputElement).value).toBe('+44 7700 900123');
  });

  it('given step 1 sent, then it says "check your e-mail" whoever owns the address, and texts nothing yet', async () => {
    const { gateway } = await openApp('/auth/sign-up1');
    await sendContactDetails('taken@example.com');
    expect(screen.getByRole('status').textContent).toBe(
      'We have sent an e-mail to taken@example.com. Open the link in it to carry on opening your account. The link works for 24 hours.',
    );
    expect(gateway.calls).toEqual(['startRegistration:taken@example.com']);
    fireEvent.click(screen.getByRole('button', { name: 'Use a different e-mail address' }));
    await findHeading('Open an account');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('taken@example.com');
  });

  it('given a link that is used or expired, then step 1 says so', async () => {
    await openApp('/auth/sign-up1#confirm=an-old-link');
    await findHeading('Open an account');
    expect(await screen.findByText(/This link has expired or has already been used/)).toBeTruthy();
  });
});
