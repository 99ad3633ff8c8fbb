import { Callout, Card, Elevation, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../src-domain/loans/money-format';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { LinkButton } from '../shared/link-button';
import { PendingPartPaymentCard } from './pending-part-payment.card';
import type { RepaymentStore } from './repayment.store';

/** Props of {@link TodayPositionCard}. */
export interface TodayPositionCardProps {
  store: RepaymentStore;
  loanId: number;
  /** The loan's reference, which a transfer quotes. */
  reference: string;
  currency: string;
  /** A repaid or settled loan has no today's position: nothing is owed, nothing can be changed. */
  active: boolean;
}

/**
 * The loan page's "Today" panel: what settles the loan today, the interest so far, money paid ahead,
 * what settling today saves, and the ways to pay part of it or move the payment date. A loan that
 * has ended shows no panel: a figure to settle it would read as money still owed.
 */
export const TodayPositionCard = observer(function TodayPositionCard({ store, loanId, reference, currency, active }: TodayPositionCardProps) {
  if (!active) return null;
  const position = store.position.value?.loanId === loanId ? store.position.value : null;
  const settlement = position ? store.settlement.value : null;
  const money = (minor: number) => formatMoney(minor, currency, 'always');
  return (
    <>
      <Card elevation={Elevation.ONE} className="dashboard__card today-position" aria-labelledby="today-position-title">
        <h2 id="today-position-title" className="dashboard__section-title">
          Today{position && <span className="today-position__date">, {formatCalendarDate(position.asOf)}</span>}
        </h2>
        {store.position.error ? (
          <Callout intent="warning">We could not work out today&apos;s figures: {store.position.error}</Callout>
        ) : !position ? (
          <Spinner size={24} aria-label="Working out today's figures" />
        ) : (
          <>
            <dl className="calculator__facts">
              <div>
                <dt>To settle the loan today</dt>
                <dd className="today-position__figure">{money(settlement?.totalMinor ?? position.totalOwedMinor)}</dd>
              </div>
              <div>
                <dt>Interest so far</dt>
                <dd>{money(position.interestAccruedMinor)}</dd>
              </div>
              {position.feesOwedMinor > 0 && (
                <div>
                  <dt>Fees owed</dt>
                  <dd>{money(position.feesOwedMinor)}</dd>
                </div>
              )}
              {position.paidAheadMinor > 0 && (
                <div>
                  <dt>Paid ahead</dt>
                  <dd>{money(position.paidAheadMinor)}</dd>
                </div>
              )}
            </dl>
            {settlement?.rebateMinor ? (
              <p className="today-position__saving">
                You save <strong>{money(settlement.rebateMinor)}</strong> of interest by settling today: you only pay interest for the days you borrowed.
              </p>
            ) : null}
            <div className="today-position__actions">
              <LinkButton to={`/dashboard/loans/${loanId}/pay-part`} intent="primary">
                Pay off part of your loan
              </LinkButton>
              <LinkButton to={`/dashboard/loans/${loanId}/payment-date`}>Change your payment date</LinkButton>
            </div>
          </>
        )}
      </Card>
      {position?.pendingPartPayment && (
        <PendingPartPaymentCard
          payment={position.pendingPartPayment}
          reference={reference}
          currency={currency}
          actions={<LinkButton to={`/dashboard/loans/${loanId}/pay-part`}>Change or cancel it</LinkButton>}
        />
      )}
    </>
  );
});
TodayPositionCard.displayName = 'TodayPositionCard';
