import { Button, H1, HTMLTable, SegmentedControl, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useFeatureStore } from '../app/stores.context';
import { LinkButton } from '../shared/link-button';
import { usePageTitle } from '../shared/page-title';
import { LoansStore } from './loans.store';
import { Pager } from './pager';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { MoneyText } from './shared/money-text';
import { EmptyState } from '../shared/empty-state';

/** /dashboard/accounts: the borrower's loan accounts, open or closed, with balances and the next payment. */
export const AccountsPage = observer(function AccountsPage() {
  const store = useFeatureStore(LoansStore);
  usePageTitle('Accounts');
  useEffect(() => {
    void store.loadAccounts(null, 1);
  }, [store]);
  const page = store.accounts.value;
  return (
    <div className="loan-page">
      <header className="dashboard__header">
        <H1 className="dashboard__title">Accounts</H1>
        <p className="muted">Every loan has its own account. Open one to see its schedule and its loan reference, which you quote if you pay by bank transfer.</p>
      </header>
      <SegmentedControl
        className="loan-page__filter"
        options={[
          { value: 'all', label: 'All' },
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
        value={store.accountFilter ?? 'all'}
        onValueChange={(value) => void store.loadAccounts(value === 'all' ? null : (value as 'open' | 'closed'), 1)}
      />
      {store.accounts.error ? (
        <EmptyState title="We could not load your accounts" description={store.accounts.error} action={<Button text="Try again" onClick={() => void store.loadAccounts()} />} />
      ) : !page ? (
        <Spinner size={32} aria-label="Loading your accounts" />
      ) : page.items.length === 0 ? (
        <EmptyState title="No accounts here" description="An account opens when we pay out a loan." action={<LinkButton to="/dashboard/loan-request">Apply for a loan</LinkButton>} />
      ) : (
        <div className="schedule-table__scroll" tabIndex={0} role="region" aria-label="Loan accounts">
          <HTMLTable compact striped className="schedule-table__table stacking-table">
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Loan</th>
                <th scope="col" className="num">Balance</th>
                <th scope="col">Next payment</th>
                <th scope="col">Opened</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((account) => (
                <tr key={account.id}>
                  <td data-label="Account">
                    <Link to={`/dashboard/user-loans/${account.loanId}`}>{account.numberMasked}</Link>
                  </td>
                  <td data-label="Loan">{account.productName}</td>
                  <td data-label="Balance" className="num"><MoneyText minor={account.balanceMinor} currency={account.currency} pence="always" /></td>
                  <td data-label="Next payment">{account.nextDueDate && account.nextDueAmountMinor !== null ? <><MoneyText minor={account.nextDueAmountMinor} currency={account.currency} pence="always" /> on {formatCalendarDate(account.nextDueDate, 'short')}</> : 'None'}</td>
                  <td data-label="Opened">{formatCalendarDate(account.openedAt.slice(0, 10), 'short')}</td>
                  <td data-label="Status">{account.status === 'open' ? 'Open' : 'Closed'}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {page && <Pager page={page.page} lastPage={page.lastPage} onPage={(n) => void store.loadAccounts(store.accountFilter, n)} label="Pages of accounts" />}
    </div>
  );
});
AccountsPage.displayName = 'AccountsPage';
