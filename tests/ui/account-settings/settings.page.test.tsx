import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeAuthGateway, aUser, findHeading, openApp, waitForPath } from '../support/fake-app';

const digits = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
const typeCode = (code: string) => fireEvent.paste(digits()[0], { clipboardData: { getData: () => code } });
const card = () => screen.getByRole('heading', { name: 'Two-step sign-in' }).closest('.bp6-card') as HTMLElement;

async function startEnrolment() {
  await findHeading('Settings');
  await act(async () => within(card()).getByRole('button', { name: 'Turn on two-step sign-in' }).click());
  await screen.findByRole('img', { name: /QR code/ });
}

describe('<SettingsPage>: two-step sign-in', () => {
  it('given 2FA is off, when it is switched on, then the QR code and the key show, a first code confirms, and the recovery codes show once', async () => {
    const { gateway, sessions } = await openApp('/dashboard/account-settings/settings', { signedInAs: aUser() });
    await startEnrolment();
    expect(screen.getByRole('img', { name: /QR code/ }).getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');

    typeCode('123456');
    fireEvent.click(within(card()).getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('Save your recovery codes now')).toBeTruthy();
    expect(screen.getByText('This is the only time we show them.')).toBeTruthy();
    const codes = within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    expect(codes).toHaveLength(10);
    expect(codes[0].textContent).toBe('k7xq2-9mfd4');
    expect(within(card()).getByText('On')).toBeTruthy();
    expect(sessions.session?.user.twoFactorEnabled).toBe(true);
    expect(gateway.calls).toContain('confirmTwoFactor:123456');

    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes somewhere safe' }));
    fireEvent.click(done);
    expect(screen.queryByText('k7xq2-9mfd4')).toBeNull();
    expect(within(card()).getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('given the recovery codes on screen, when the borrower leaves the page, then they are gone for good', async () => {
    await openApp('/dashboard/account-settings/settings', { signedInAs: aUser() });
    await startEnrolment();
    typeCode('123456');
    fireEvent.click(within(card()).getByRole('button', { name: 'Turn on two-step sign-in' }));
    await screen.findByText('k7xq2-9mfd4');
    fireEvent.click(screen.getAllByRole('link', { name: 'Change password' })[0]);
    await findHeading('Change password');
    fireEvent.click(screen.getAllByRole('link', { name: 'Settings' })[0]);
    await findHeading('Settings');
    expect(screen.queryByText('k7xq2-9mfd4')).toBeNull();
    expect(within(card()).getByText('On')).toBeTruthy();
  });

  it('copies the key and the codes, and downloads the codes as a text file', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const createObjectURL = vi.fn(() => 'blob:codes');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    await openApp('/dashboard/account-settings/settings', { signedInAs: aUser() });
    await startEnrolment();
    await act(async () => screen.getByRole('button', { name: 'Copy key' }).click());
    expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
    typeCode('123456');
    fireEvent.click(within(card()).getByRole('button', { name: 'Turn on two-step sign-in' }));
    await screen.findByText('k7xq2-9mfd4');
    await act(async () => screen.getByRole('button', { name: 'Copy codes' }).click());
    expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining('k7xq2-9mfd4\np3r8t-bb2kq'));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('given a wrong first code, then the message shows under the boxes and 2FA stays off', async () => {
    await openApp('/dashboard/account-settings/settings', { signedInAs: aUser() });
    await startEnrolment();
    typeCode('000000');
    fireEvent.click(within(card()).getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('That code is not right. Check the message and try again.')).toBeTruthy();
    expect(within(card()).getByText('Off')).toBeTruthy();
    expect(screen.getByRole('img', { name: /QR code/ })).toBeTruthy();
  });

  it('given an enrolment under way, when it is cancelled, then nothing changed', async () => {
    await openApp('/dashboard/account-settings/settings', { signedInAs: aUser() });
    await startEnrolment();
    fireEvent.click(within(card()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(within(card()).getByText('Off')).toBeTruthy();
  });

  it('given 2FA is on, when it is switched off with a code, then it shows as off', async () => {
    const gateway = new FakeAuthGateway();
    gateway.user = aUser({ twoFactorEnabled: true });
    const { sessions } = await openApp('/dashboard/account-settings/settings', { signedInAs: gateway.user, gateway });
    await findHeading('Settings');
    fireEvent.click(within(card()).getByRole('button', { name: 'Turn off' }));
    const field = screen.getByLabelText('Code from your authenticator app, or a recovery code');
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByText('That code is not right. Check the message and try again.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('000000');
    fireEvent.change(field, { target: { value: 'k7xq2-9mfd4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await waitFor(() => expect(within(card()).getByText('Off')).toBeTruthy());
    expect(sessions.session?.user.twoFactorEnabled).toBe(false);
  });
});

describe('<SettingsPage>: contact details', () => {
  it('shows what is verified and links what is not to /auth/verify', async () => {
    const gateway = new FakeAuthGateway();
    gateway.user = aUser({ phoneVerifiedAt: '2026-01-01T00:00:00Z' });
    await openApp('/dashboard/account-settings/settings', { signedInAs: gateway.user, gateway });
    await findHeading('Settings');
    const rows = screen.getByRole('heading', { name: 'Contact details' }).closest('.bp6-card') as HTMLElement;
    expect(within(rows).getByText('Verified')).toBeTruthy();
    expect(within(rows).getByText('Not verified yet')).toBeTruthy();
    const link = within(rows).getByRole('link', { name: 'Verify' });
    expect(link.getAttribute('href')).toBe('/auth/verify');
    fireEvent.click(link);
    await waitForPath('/auth/verify');
    expect(await findHeading('Confirm your details')).toBeTruthy();
  });
});
