import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findHeading } from '../../support/fake-app';
import { aStaffMember } from '../fake-back-office';
import { openFiles } from '../borrowers/fake-borrower-files';

const ADMIN = aStaffMember({ staffRole: 'admin', firstName: 'Alex', lastName: 'Morgan', id: 92 });

describe('the staff list', () => {
  it('lists each member with role and state, and says staff are managed with the lender command', async () => {
    await openFiles('/back-office/staff', ADMIN);
    await findHeading('Staff');
    const tom = (await screen.findByText('Tom Reid')).closest('tr')!;
    expect(within(tom).getByText('Servicing and customer care')).toBeTruthy();
    expect(within(tom).getByText('Invited, no password yet')).toBeTruthy();
    expect(screen.getByText(/lender staff add/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add|Disable/ })).toBeNull();
  });
});
