import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Unavailable } from '../../../src-domain/shared/errors';
import { hasPage } from '../../../src-ui/app/pages';
import { FakeAuthGateway, aUser, findHeading, openApp } from '../support/fake-app';
import { FakeDocumentGateway, RequestsLoanGateway, aDocument, aDocumentType, aLoanRequest } from '../support/fake-products';

describe('<DashboardMainPage>', () => {
  it('given a borrower with nothing verified, when the dashboard opens, then it greets them and lists both pending checks', async () => {
    await openApp('/dashboard/main', { signedInAs: aUser({ firstName: 'Ada' }) });
    expect(await findHeading(/, Ada$/)).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'Account verification' }).closest('.bp6-card') as HTMLElement;
    expect(within(card).getAllByText('Not verified yet')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Confirm your mobile number' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeTruthy();
    expect(screen.getByText('2 steps left before you can apply for a loan.')).toBeTruthy();
  });

  it('given the phone was verified elsewhere, when the dashboard refreshes the user, then it shows the fresh state', async () => {
    const gateway = new FakeAuthGateway();
    gateway.user = aUser({ phoneVerifiedAt: '2026-01-03T09:00:00.000Z' });
    await openApp('/dashboard/main', { signedInAs: aUser(), gateway });
    await findHeading(/Ada/);
    await waitFor(() => expect(screen.getByText('One step left before you can apply for a loan.')).toBeTruthy());
    expect(screen.getAllByText('Verified')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Confirm your mobile number' })).toBeNull();
    expect(gateway.calls).toContain('currentUser');
  });

  it('given a fully verified borrower, then no verification step is suggested', async () => {
    await openApp('/dashboard/main', {
      signedInAs: aUser({ phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' }),
    });
    expect(await screen.findByText('Your phone number and e-mail address are confirmed.')).toBeTruthy();
    // The profile is not complete, so nothing says the whole account is.
    expect(screen.queryByText(/account is fully verified/)).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Confirm your/ })).toBeNull();
    // Completing the profile is offered once, by the completeness card, not again among the next steps.
    expect(screen.queryByRole('heading', { name: 'Tell us about you' })).toBeNull();
  });

  it('given the refresh fails, then the stored details stay on screen with a warning and a retry', async () => {
    const gateway = new FakeAuthGateway();
    gateway.currentUser = async () => {
      throw new Unavailable();
    };
    await openApp('/dashboard/main', { signedInAs: aUser(), gateway });
    expect(await screen.findByText('We could not refresh your details')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Ada/ })).toBeTruthy();
  });

  it('offers in its navigation and next steps only pages the portal has, so no link leads to "Page not found"', async () => {
    await openApp('/dashboard/main', { signedInAs: aUser({ firstName: 'Ada' }) });
    await findHeading(/, Ada$/);
    const navigation = screen.getAllByRole('navigation', { name: 'Dashboard' })[0];
    const targets = within(navigation)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual(expect.arrayContaining(['/dashboard/main', '/dashboard/submitted', '/dashboard/my-details', '/dashboard/account-settings/settings']));
    expect(within(navigation).getByRole('link', { name: 'My loan requests' }).getAttribute('href')).toBe('/dashboard/submitted');
    for (const target of [...targets, ...screen.getAllByRole('link').map((link) => link.getAttribute('href'))]) {
      if (target?.startsWith('/dashboard') || target?.startsWith('/auth')) expect(hasPage(target), target).toBe(true);
    }
  });

  describe('the loans card', () => {
    const verified = aUser({ phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });
    const loansCard = async () => (await screen.findByRole('heading', { name: 'Your loans' })).closest('.bp6-card') as HTMLElement;

    it('given a request waiting for a decision and no loan yet, then it lists the request with its status and a link to it, not "no loan"', async () => {
      const loans = new RequestsLoanGateway([aLoanRequest(4, 'in_review'), aLoanRequest(3, 'declined')]);
      await openApp('/dashboard/main', { signedInAs: verified, loans });
      const card = await loansCard();
      const link = await within(card).findByRole('link', { name: 'Personal loan request' });
      expect(link.getAttribute('href')).toBe('/dashboard/loanSubmitted?request=4');
      expect(link.closest('li')!.textContent).toBe('Personal loan request£5,000 · KC-000004 Being reviewed');
      expect(within(card).getAllByRole('listitem')).toHaveLength(1); // the declined one is not waiting
      expect(within(card).queryByText(/no loan to repay/)).toBeNull();
    });

    it('given nothing borrowed or asked for, then it says so and how to start', async () => {
      await openApp('/dashboard/main', { signedInAs: verified, loans: new RequestsLoanGateway([aLoanRequest(3, 'withdrawn')]) });
      const card = await loansCard();
      expect(await within(card).findByText(/You have no loan to repay/)).toBeTruthy();
      expect(within(card).queryByRole('listitem')).toBeNull();
    });

    it('given a fully verified borrower, then the loans come before the verification card', async () => {
      const order = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      await openApp('/dashboard/main', { signedInAs: verified });
      await loansCard();
      expect(order().indexOf('Your loans')).toBeLessThan(order().indexOf('Account verification'));
    });

    it('given a check still pending, then the verification card comes first', async () => {
      await openApp('/dashboard/main', { signedInAs: aUser() });
      await loansCard();
      const order = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      expect(order.indexOf('Account verification')).toBeLessThan(order.indexOf('Your loans'));
    });
  });

  describe('the documents step', () => {
    const types = [aDocumentType('proof-of-address', 'Proof of address'), aDocumentType('payslip', 'Payslip'), aDocumentType('bank-statement', 'Bank statement'), aDocumentType('passport', 'Passport', [])];
    const nextStep = async () => {
      const heading = await screen.findByRole('heading', { name: 'Have your documents ready' });
      return heading.closest('.bp6-card') as HTMLElement;
    };

    it('given the borrower has sent some, when the overview opens, then it names only the required ones still missing', async () => {
      const documents = new FakeDocumentGateway(types, [aDocument(1, 'payslip', 'approved'), aDocument(2, 'proof-of-address', 'pending')]);
      await openApp('/dashboard/main', { signedInAs: aUser(), documents });
      await waitFor(async () => expect((await nextStep()).textContent).toContain('Still needed: Bank statement. Sending them now'));
    });

    it('given one was refused and nothing else sent, when the overview opens, then every required type is listed in the order the lender gives', async () => {
      const documents = new FakeDocumentGateway(types, [aDocument(1, 'payslip', 'rejected')]);
      await openApp('/dashboard/main', { signedInAs: aUser(), documents });
      await waitFor(async () => expect((await nextStep()).textContent).toContain('Still needed: Proof of address, Payslip and Bank statement.'));
    });

    it('given everything required is accepted or being checked, when the overview opens, then it does not ask for documents', async () => {
      const documents = new FakeDocumentGateway(types, [aDocument(1, 'payslip', 'approved'), aDocument(2, 'proof-of-address', 'approved'), aDocument(3, 'bank-statement', 'pending')]);
      await openApp('/dashboard/main', { signedInAs: aUser({ firstName: 'Ada' }), documents });
      await findHeading(/, Ada$/);
      await waitFor(() => expect(screen.getByRole('heading', { name: 'See what a loan would cost' })).toBeTruthy());
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Have your documents ready' })).toBeNull());
    });

    it('given the documents cannot be loaded, when the overview opens, then it still suggests the usual three', async () => {
      const documents = new FakeDocumentGateway(types);
      documents.list = async () => {
        throw new Unavailable();
      };
      await openApp('/dashboard/main', { signedInAs: aUser(), documents });
      expect((await nextStep()).textContent).toContain('A proof of address, your latest payslip and a bank statement.');
    });
  });
});
