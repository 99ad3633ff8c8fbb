import { Button, Card, Elevation, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useFeatureStore } from '../app/stores.context';
import { LinkButton } from '../shared/link-button';
import { LoansStore } from './loans.store';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { MoneyText } from './shared/money-text';
import { InstalmentStatusTag, RequestStatusTag } from './status-tag';
import { openOffer } from './request-outcome';

/**
 * The overview's loan card: each loan being repaid with its balance and next payment, each request
 * still waiting for a decision, or how to start; every line opens its own page.
 */
export const LoanSummaryCard = observer(function LoanSummaryCard() {
  const store = useFeatureStore(LoansStore);
  useEffect(() => {
    void store.loadActiveLoans();
    void store.loadOpenRequests();
    void store.loadOfferRequests();
  }, [store]);
  const active = store.activeLoans.value?.items ?? null;
  const moreActive = (store.activeLoans.value?.total ?? 0) - (active?.length ?? 0);
  const waiting = store.openRequests.value?.items ?? [];
  const offers = (store.offerRequests.value?.items ?? []).flatMap((request) => {
    const offer = openOffer(request);
    return offer ? [{ request, offer }] : [];
  });
  const loading = store.activeLoans.loading || store.openRequests.loading;
  return (
    <Card elevation={Elevation.ONE} className="dashboard__card loan-summary" aria-busy={loading}>
      <div className="dashboard__card-head">
        <h2>Your loans</h2>
        {loading && <Spinner size={16} aria-label="Loading your loans" />}
      </div>
      {store.activeLoans.error ? (
        <p>
          {store.activeLoans.error} <Button minimal text="Try again" onClick={() => void store.loadActiveLoans()} />
        </p>
      ) : active === null ? null : active.length === 0 && waiting.length === 0 && offers.length === 0 ? (
        <p className="muted">You have no loan to repay. See what one would cost before you apply: it does not affect your credit score.</p>
      ) : (
        <ul className="loan-summary__list">
          {active.map((loan) => (
            <li key={`loan-${loan.id}`} className="loan-summary__item">
              <Link to={`/dashboard/user-loans/${loan.id}`} className="loan-summary__name">
                {loan.productName}
              </Link>
              <span>
                <MoneyText minor={loan.balanceMinor} currency={loan.currency} /> left
                {loan.nextDue && (
                  <>
                    {' '}
                    · {loan.nextDue.status === 'overdue' ? 'missed' : 'next'} <MoneyText minor={loan.nextDue.amountMinor} currency={loan.currency} /> on{' '}
                    {formatCalendarDate(loan.nextDue.dueDate, 'short')}
                    {loan.nextDue.status === 'overdue' && <InstalmentStatusTag status="overdue" />}
                  </>
                )}
              </span>
            </li>
          ))}
          {moreActive > 0 && (
            <li className="loan-summary__item">
              <Link to="/dashboard/user-loans" className="loan-summary__name">
                {moreActive === 1 ? 'One more loan' : `${moreActive} more loans`} being repaid
              </Link>
            </li>
          )}
          {offers.map(({ request, offer }) => (
            <li key={`offer-${request.id}`} className="loan-summary__item loan-summary__item--offer">
              <span className="loan-summary__offer-text">
                <strong>{request.productName}, <MoneyText minor={request.amountMinor} currency={request.currency} />:</strong> approved — read and sign your agreement to get the money (valid until{' '}
                {offer.validUntil}).
              </span>
              <LinkButton to={offer.path} intent="primary" small>
                Read and sign
              </LinkButton>
            </li>
          ))}
          {waiting.map((request) => (
            <li key={`request-${request.id}`} className="loan-summary__item">
              <Link to={`/dashboard/loanSubmitted?request=${request.id}`} className="loan-summary__name">
                {request.productName} request
              </Link>
              <span>
                <MoneyText minor={request.amountMinor} currency={request.currency} /> · {request.reference} <RequestStatusTag status={request.status} />
              </span>
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
