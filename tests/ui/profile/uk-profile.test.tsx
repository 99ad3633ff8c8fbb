import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, openApp } from '../support/fake-app';
import { FakeProfileGateway } from '../support/fake-profile';

function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

function typeDate(scope: HTMLElement, legend: string, iso: string) {
  const group = within(scope).getByRole('group', { name: legend });
  const [year, month, day] = iso.split('-');
  type(within(group).getByLabelText('Day'), String(Number(day)));
  type(within(group).getByLabelText('Month'), String(Number(month)));
  type(within(group).getByLabelText('Year'), year);
}

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
};

const HOME = { kind: 'home', line1: '4 Kite Lane', city: 'Leeds', postal_code: 'LS6 2QT', country: 'GB', residential_status: 'renting_private' } as const;

describe('the UK profile forms', () => {
  it('asks for a National Insurance number, refuses a prefix HMRC never issues, and marks gender and education optional', async () => {
    await openApp('/dashboard/my-details', { signedInAs: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add personal details' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add personal details' }, { timeout: 3000 });
    expect(within(dialog).getByLabelText('Gender (optional)')).toBeTruthy();
    expect(within(dialog).getByLabelText('Highest education (optional)')).toBeTruthy();
    expect(within(dialog).queryByText(/social security/i)).toBeNull();
    const nino = within(dialog).getByLabelText('National Insurance number');
    type(nino, 'gb 12 34 56 c');
    expect(await within(dialog).findByText(/Check the first two letters of your National Insurance number/)).toBeTruthy();
    type(nino, '12345');
    expect(await within(dialog).findByText(/two letters, six numbers, then A, B, C or D/)).toBeTruthy();
    expect((nino as HTMLInputElement).value).toBe('12345');
  });

  it('offers every country for nationality, the United Kingdom first', async () => {
    await openApp('/dashboard/my-details', { signedInAs: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add personal details' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add personal details' }, { timeout: 3000 });
    const options = within(within(dialog).getByLabelText('Nationality')).getAllByRole('option').map((o) => o.textContent);
    expect(options[1]).toBe('United Kingdom');
    expect(options.length).toBeGreaterThan(240);
    expect(options).toContain('Côte d’Ivoire');
  });

  it('has no currency to choose for income and labels the county optional', async () => {
    await openApp('/dashboard/my-details', { signedInAs: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add address' }, { timeout: 5000 }));
    const address = await screen.findByRole('dialog', { name: 'Add an address' }, { timeout: 3000 });
    expect(within(address).getByLabelText('County (optional)')).toBeTruthy();
    expect(within(address).queryByLabelText(/county or state/i)).toBeNull();
    fireEvent.click(within(address).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: /Add employment/ }));
    const employment = await screen.findByRole('dialog', { name: 'Add employment and income' }, { timeout: 3000 });
    expect(within(employment).queryByLabelText('Currency')).toBeNull();
  });

  it('given a home of one year, asks for previous addresses back three years and is satisfied once they are added', { timeout: 15_000 }, async () => {
    const profile = new FakeProfileGateway();
    await profile.addAddress({ ...HOME, lived_from: monthsAgo(12) });
    await openApp('/dashboard/my-details', { signedInAs: aUser(), profile });
    expect(await screen.findByText('We need your previous addresses', undefined, { timeout: 3000 })).toBeTruthy();
    const missing = within(screen.getByRole('list', { name: 'Still missing' }));
    expect(missing.getByText(/^Your previous addresses from/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add a previous address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' }, { timeout: 3000 });
    expect((within(dialog).getByLabelText('Type of address') as HTMLSelectElement).value).toBe('previous');
    type(within(dialog).getByLabelText('Address line 1'), '9 Wren Street');
    type(within(dialog).getByLabelText('Town or city'), 'York');
    type(within(dialog).getByLabelText('Postcode'), 'yo1 7hh');
    typeDate(dialog, 'Moved in', monthsAgo(48));
    typeDate(dialog, 'Moved out', monthsAgo(12));
    fireEvent.change(within(dialog).getByLabelText('Living arrangement'), { target: { value: 'renting_private' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog'), screen.queryByRole('dialog')?.textContent ?? '').toBeNull());
    expect(screen.getByText('9 Wren Street')).toBeTruthy();
    expect(screen.queryByText('We need your previous addresses')).toBeNull();
    expect(screen.queryByText(/^Your previous addresses from/)).toBeNull();
  });

  it('refuses a moving-out date before the moving-in date, keeping what was typed', async () => {
    const profile = new FakeProfileGateway();
    await profile.addAddress({ ...HOME, lived_from: monthsAgo(12) });
    await openApp('/dashboard/my-details', { signedInAs: aUser(), profile });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a previous address' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' }, { timeout: 3000 });
    typeDate(dialog, 'Moved in', monthsAgo(12));
    typeDate(dialog, 'Moved out', monthsAgo(40));
    expect(await within(dialog).findByText('The date you moved out must be after the date you moved in.')).toBeTruthy();
  });
});
