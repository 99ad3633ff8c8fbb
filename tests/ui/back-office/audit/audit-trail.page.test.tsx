import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findHeading } from '../../support/fake-app';
import { aStaffMember } from '../fake-back-office';
import { FakeBorrowerFileGateway, openFiles } from '../borrowers/fake-borrower-files';

const ADMIN = aStaffMember({ staffRole: 'admin', firstName: 'Alex', lastName: 'Morgan', id: 92 });

const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
beforeEach(() => {
  URL.createObjectURL = createObjectURL as unknown as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => createObjectURL.mockClear());

describe('the audit trail', () => {
  it('lists who did what, when, to whom, from where, and what changed, newest first', async () => {
    await openFiles('/back-office/audit', ADMIN);
    await findHeading('Audit trail');
    const table = await screen.findByRole('table');
    const [, decline, view] = within(table).getAllByRole('row');
    expect(within(decline).getByText('Priya Shah (underwriter)')).toBeTruthy();
    expect(within(decline).getByText('Declined a loan request')).toBeTruthy();
    expect(within(decline).getByRole('link', { name: 'Dana Whitfield' }).getAttribute('href')).toBe('/back-office/borrowers/7');
    expect(within(decline).getByText('203.0.113.9')).toBeTruthy();
    expect(within(decline).getByText('status: in_review → declined')).toBeTruthy();
    expect(within(view).getByText("Opened a borrower's file")).toBeTruthy();
    expect(within(view).getByText('No change')).toBeTruthy();
    expect(screen.getByText('52 entries, page 1 of 3')).toBeTruthy();
  });

  it('filters by person, borrower and action from the first page, refusing a borrower number that is not one', async () => {
    const files = new FakeBorrowerFileGateway();
    await openFiles('/back-office/audit', ADMIN, files);
    await findHeading('Audit trail');
    await screen.findByRole('option', { name: 'Priya Shah' });
    fireEvent.change(screen.getByLabelText('Borrower number'), { target: { value: 'seven' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText("Enter the borrower's number, for example 12.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Who'), { target: { value: '90' } });
    fireEvent.change(screen.getByLabelText('Borrower number'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'request.decline' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(files.auditFilters.at(-1)).toEqual({ filter: { actorId: 90, borrowerId: 7, action: 'request.decline' }, page: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(files.auditFilters.at(-1)).toEqual({ filter: { actorId: 90, borrowerId: 7, action: 'request.decline' }, page: 2 }));
  });

  it('downloads the filtered trail as a CSV file', async () => {
    const files = new FakeBorrowerFileGateway();
    await openFiles('/back-office/audit', ADMIN, files);
    await findHeading('Audit trail');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(files.calls).toContain('auditCsv');
    expect(await createObjectURL.mock.calls[0][0].text()).toContain('501,request.decline');
  });
});
