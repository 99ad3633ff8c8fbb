import { Button, Card, Elevation, H1, ProgressBar, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { formatTerm } from '../../src-domain/loans/money-format';
import { useFeatureStore } from '../app/stores.context';
import { LinkButton } from '../shared/link-button';
import { usePageTitle } from '../shared/page-title';
import { LoansStore } from './loans.store';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { MoneyText } from './shared/money-text';
import { LoanStatusTag } from './status-tag';
import { EmptyState } from '../shared/empty-state';
import { Pager } from './pager';

/** /dashboard/user-loans: the borrower's loans ten a page, what is left and the next payment. */
export const UserLoansPage = observer(function UserLoansPage() {
  const store = useFeatureStore(LoansStore);
  usePageTitle('My loans');
  useEffect(() => {
    void store.loadLoans(1);
  }, [store]);
  const page = store.loans.value;
  const loans = page?.items;
  return (
    <div className="loan-page">
      <header className="dashboard__header loan-page__header">
        <div>
          <H1 className="dashboard__title">My loans</H1>
          <p className="muted">What you owe, what you have paid and when the next payment is due.</p>
        </div>
        <LinkButton to="/dashboard/submitted">My requests</LinkButton>
      </header>
      {store.loans.error ? (
        <EmptyState title="We could not load your loans" description={store.loans.error} action={<Button text="Try again" onClick={() => void store.loadLoans()} />} />
      ) : !loans ? (
        <Spinner size={32} aria-label="Loading your loans" />
      ) : loans.length === 0 ? (
        <EmptyState title="No loans yet" description="Once we pay out a loan, its schedule and balance appear here." action={<LinkButton to="/dashboard/loan-request" intent="primary">Apply for a loan</LinkButton>} />
      ) : (
        <ul className="loan-list">
          {loans.map((loan) => (
            <li key={loan.id}>
              <Card elevation={Elevation.ONE} className="loan-card">
                <div className="request-card__head">
                  <h2 className="request-card__title">{loan.productName}</h2>
                  <LoanStatusTag status={loan.status} />
                </div>
                <p className="muted request-card__meta">
                  Loan {loan.reference} · <MoneyText minor={loan.principalMinor} currency={loan.currency} /> over {formatTerm(loan.term, loan.termUnit)} · paid out {formatCalendarDate(loan.disbursedAt.slice(0, 10))}
                </p>
                <dl className="calculator__facts">
                  <div>
                    <dt>Left to repay (principal)</dt>
                    <dd>
                      <MoneyText minor={loan.balanceMinor} currency={loan.currency} />
                    </dd>
                  </div>
                  <div>
                    <dt>{loan.nextDue?.status === 'overdue' ? 'Payment missed' : 'Next payment'}</dt>
                    <dd>
                      {loan.nextDue ? (
                        <>
                          <MoneyText minor={loan.nextDue.amountMinor} currency={loan.currency} /> on {formatCalendarDate(loan.nextDue.dueDate, 'short')}
                        </>
                      ) : (
                        'None: repaid'
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt>Payments made</dt>
                    <dd>
                      {loan.instalmentsPaid} of {loan.instalmentsTotal}
                    </dd>
                  </div>
                </dl>
                <ProgressBar className="loan-card__progress" value={loan.instalmentsTotal ? loan.instalmentsPaid / loan.instalmentsTotal : 0} stripes={false} animate={false} intent="primary" aria-label={`${loan.instalmentsPaid} of ${loan.instalmentsTotal} payments made`} />
                <LinkButton to={`/dashboard/user-loans/${loan.id}`} intent="primary">
                  Schedule and early settlement
                </LinkButton>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {page && <Pager page={page.page} lastPage={page.lastPage} onPage={(n) => void store.loadLoans(n)} label="Pages of loans" />}
    </div>
  );
});
UserLoansPage.displayName = 'UserLoansPage';
