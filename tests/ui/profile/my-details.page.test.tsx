import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Unavailable, ValidationFailed } from '../../../src-domain/shared/errors';
import { aUser, findHeading, openApp } from '../support/fake-app';
import { FakeProfileGateway } from '../support/fake-profile';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function dialogNamed(name: string): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name }, { timeout: 3000 });
}

function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

/** Types a date into the day, month and year boxes of the group named `legend`. */
function typeDate(scope: HTMLElement, legend: string, iso: string) {
  const group = within(scope).getByRole('group', { name: legend });
  const [year, month, day] = iso.split('-');
  type(within(group).getByLabelText('Day'), String(Number(day)));
  type(within(group).getByLabelText('Month'), String(Number(month)));
  type(within(group).getByLabelText('Year'), year);
}

function meterValue(): number {
  return Number(screen.getAllByRole('progressbar', { name: 'Profile completeness' })[0].getAttribute('aria-valuenow'));
}

describe('<MyDetailsPage>', () => {
  it('given an empty profile, then every section says what to add and why, and the meter is at 0 %', async () => {
    await openApp('/dashboard/my-details', { signedInAs: aUser() });
    expect(await findHeading('My details')).toBeTruthy();
    await screen.findByText('Tell us who you are');
    expect(meterValue()).toBe(0);
    expect(screen.getByText('Add your home address')).toBeTruthy();
    expect(screen.getByText('Add a bank account in your name')).toBeTruthy();
    expect(screen.getByText('Tell us about your income')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Still missing' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('adds an address through the dialog: validated on blur, saved, listed as the main address, meter up', async () => {
    const { profile } = await openApp('/dashboard/my-details', { signedInAs: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = await dialogNamed('Add an address');
    const postcode = within(dialog).getByLabelText('Postcode');
    type(postcode, '90210');
    expect(await within(dialog).findByText('Enter a postcode that fits the country, like LS1 4AP.')).toBeTruthy();

    type(within(dialog).getByLabelText('Address line 1'), '12 Harrier Way');
    type(within(dialog).getByLabelText('Town or city'), 'Leeds');
    type(postcode, 'LS1 4AP');
    typeDate(dialog, 'Lived here since', '2019-06-01');
    fireEvent.change(within(dialog).getByLabelText('Living arrangement'), { target: { value: 'renting_private' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('12 Harrier Way')).toBeTruthy();
    expect(screen.getByText('Main address')).toBeTruthy();
    expect(meterValue()).toBe(40);
    expect(profile.calls).toContain('addAddress');
  });

  it('asks a UK borrower for a sort code and an 8-digit account number, in those words', async () => {
    await openApp('/dashboard/my-details', { signedInAs: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add bank account' }));
    const dialog = await dialogNamed('Add a bank account');
    expect(within(dialog).queryByLabelText('Currency')).toBeNull();
    type(within(dialog).getByLabelText('Bank'), 'Northern Bank');
    type(within(dialog).getByLabelText('Account number'), '3192681');
    type(within(dialog).getByLabelText('Sort code'), '60-16');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the 8-digit account number, like 31926819.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the 6-digit sort code, like 60-16-13.')).toBeTruthy();
  });

  it('keeps what was typed and shows the server’s 422 message under the field when a save fails', async () => {
    const profile = new FakeProfileGateway();
    profile.failNext.addBank = new ValidationFailed({ account_number: ['This account is already saved.'] }, 'This account is already saved.');
    await openApp('/dashboard/my-details', { signedInAs: aUser(), profile });
    fireEvent.click(await screen.findByRole('button', { name: 'Add bank account' }));
    const dialog = await dialogNamed('Add a bank account');
    type(within(dialog).getByLabelText('Bank'), 'Northern Bank');
    type(within(dialog).getByLabelText('Account number'), '31926819');
    type(within(dialog).getByLabelText('Sort code'), '60-16-13');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('This account is already saved.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Bank') as HTMLInputElement).value).toBe('Northern Bank');
    expect((within(dialog).getByLabelText('Account number') as HTMLInputElement).value).toBe('31926819');
  });

  it('turns "2,350.00" into minor units and shows the saved income as money', async () => {
    const { profile } = await openApp('/dashboard/my-details', { signedInAs: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add employment' }));
    const dialog = await dialogNamed('Add employment and income');
    type(within(dialog).getByLabelText('Employer'), 'Analytical Engines Ltd');
    type(within(dialog).getByLabelText('Job title'), 'Engineer');
    typeDate(dialog, 'Started on', '2019-09-01');
    type(within(dialog).getByLabelText('Monthly income before tax'), '2,350.00');
    type(within(dialog).getByLabelText('Monthly take-home pay'), '1,820.5');
    typeDate(dialog, 'Next pay date', inDays(9));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(profile.current.employments[0].monthlyGrossIncome).toEqual({ amountMinor: 235_000, currency: 'GBP' });
    expect(profile.current.employments[0].monthlyNetIncome.amountMinor).toBe(182_050);
    expect(screen.getByText(/£1,820\.50 take-home/)).toBeTruthy();
  });

  it('takes optional monthly outgoings: shown under the pay when declared, cleared when the field is emptied', async () => {
    const { profile } = await openApp('/dashboard/my-details', { signedInAs: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add employment' }));
    let dialog = await dialogNamed('Add employment and income');
    expect(within(dialog).getByText('Rent or mortgage, bills and other regular payments. We use it to make sure repayments stay affordable.')).toBeTruthy();
    type(within(dialog).getByLabelText('Employer'), 'Analytical Engines Ltd');
    type(within(dialog).getByLabelText('Job title'), 'Engineer');
    typeDate(dialog, 'Started on', '2019-09-01');
    type(within(dialog).getByLabelText('Monthly income before tax'), '2,350.00');
    type(within(dialog).getByLabelText('Monthly take-home pay'), '1,820.5');
    type(within(dialog).getByLabelText('Monthly outgoings'), '9,50');
    expect(await within(dialog).findByText('Enter an amount such as 2,350.00.')).toBeTruthy();
    type(within(dialog).getByLabelText('Monthly outgoings'), '950');
    typeDate(dialog, 'Next pay date', inDays(9));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(profile.current.employments[0].monthlyOutgoings).toEqual({ amountMinor: 95_000, currency: 'GBP' });
    expect(screen.getByText('£950.00 outgoings a month')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Analytical Engines Ltd' }));
    dialog = await dialogNamed('Edit employment');
    expect((within(dialog).getByLabelText('Monthly outgoings') as HTMLInputElement).value).toBe('950.00');
    type(within(dialog).getByLabelText('Monthly outgoings'), '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(profile.current.employments[0].monthlyOutgoings).toBeNull();
    expect(screen.queryByText(/outgoings a month/)).toBeNull();
  });

  it('says an unreadable amount in words', async () => {
    await openApp('/dashboard/my-details', { signedInAs: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add employment' }));
    const dialog = await dialogNamed('Add employment and income');
    type(within(dialog).getByLabelText('Monthly income before tax'), '2,35.00');
    expect(await within(dialog).findByText('Enter an amount such as 2,350.00.')).toBeTruthy();
  });

  it('edits a bank account without showing or resending its number', async () => {
    const profile = new FakeProfileGateway();
    await profile.addBank({ bank_name: 'Northern Bank', account_holder: 'Ada Lovelace', account_number: '31926819', routing_code: '60-16-13', currency: 'GBP' });
    await openApp('/dashboard/my-details', { signedInAs: aUser(), profile });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Northern Bank •••• 6819' }));
    const dialog = await dialogNamed('Edit bank account');
    expect((within(dialog).getByLabelText('Account number (to change it)') as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByText('Leave blank to keep •••• 6819.')).toBeTruthy();
    type(within(dialog).getByLabelText('Bank'), 'Northern Bank plc');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Northern Bank plc')).toBeTruthy());
    expect(screen.getByText('•••• 6819')).toBeTruthy();
  });

  it('given the profile cannot be loaded, then it says so and offers a retry that works', async () => {
    const profile = new FakeProfileGateway();
    profile.failNext.addresses = new Unavailable();
    await openApp('/dashboard/my-details', { signedInAs: aUser(), profile });
    expect(await screen.findByText('We could not load your details')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Tell us who you are')).toBeTruthy();
  });
});

describe('dashboard profile and feedback cards', () => {
  it('shows the completeness meter on /dashboard/main and sends feedback with a confirmation', async () => {
    const { feedback } = await openApp('/dashboard/main', { signedInAs: aUser() });
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy();
    await waitFor(() => expect(meterValue()).toBe(0));
    expect(screen.getByRole('link', { name: 'Complete my details' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    const dialog = await dialogNamed('Send us feedback');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Choose what it is about.')).toBeTruthy();
    expect(feedback.sent).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('What is it about?'), { target: { value: 'website' } });
    type(within(dialog).getByLabelText('Your message'), 'Clear forms, thank you.');
    fireEvent.click(within(dialog).getByRole('button', { name: /^5 stars/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByText('We have your feedback')).toBeTruthy();
    expect(screen.getByText('FB-000001')).toBeTruthy();
    expect(feedback.sent).toEqual([{ category: 'website', message: 'Clear forms, thank you.', rating: 5 }]);
  });
});
