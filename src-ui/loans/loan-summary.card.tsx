import { Button, Card, Elevation, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useFeatureStore } from '../app/stores.context';
import { LinkButton } from '../shared/link-button';
import { LoansStore } from './loans.store';
import { formatDueDate } from './shared/long-date';
import { MoneyText } from './shared/money-text';

/** The overview's loan card: each active loan's balance and next payment, or how to start. */
export const LoanSummaryCard = observer(function LoanSummaryCard() {
  const store = useFeatureStore(LoansStore);
  useEffect(() => {
    void store.loadLoans();
  }, [store]);
  const active = store.loans.value?.filter((loan) => loan.status === 'active') ?? null;
  return (
    <Card elevation={Elevation.ONE} className="dashboard__card loan-summary" aria-busy={store.loans.loading}>
      <div className="dashboard__card-head">
        <h2>Your loans</h2>
        {store.loans.loading && <Spinner size={16} aria-label="Loading your loans" />}
      </div>
      {store.loans.error ? (
        <p>
          {store.loans.error} <Button minimal text="Try again" onClick={() => void store.loadLoans()} />
        </p>
      ) : active === null ? null : active.length === 0 ? (
        <p className="muted">You have no loan to repay. See what one would cost before you apply: it does not affect your credit score.</p>
      ) : (
        <ul className="loan-summary__list">
          {active.map((loan) => (
            <li key={loan.id}>
              <strong>{loan.productName}</strong> · <MoneyText minor={loan.balanceMinor} currency={loan.currency} /> left
              {loan.nextDue && (
                <>
                  {' '}
                  · next <MoneyText minor={loan.nextDue.amountMinor} currency={loan.currency} /> on {formatDueDate(loan.nextDue.dueDate, 'short')}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="request-card__actions">
        <LinkButton to="/dashboard/user-loans">My loans</LinkButton>
        <LinkButton to="/dashboard/loan-request" intent="primary">
          Apply for a loan
        </LinkButton>
      </div>
    </Card>
  );
});
LoanSummaryCard.displayName = 'LoanSummaryCard';
