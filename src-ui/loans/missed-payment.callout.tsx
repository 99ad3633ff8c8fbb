import { Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Loan } from '../../src-domain/loans/loan.entity';
import { useFeatureStore } from '../app/stores.context';
import { activeBrand } from '../brand/brand.config';
import { LoansStore } from './loans.store';
import { newMessagePath } from '../messages/new-message-path';
import { LinkButton } from '../shared/link-button';
import { TitledCallout } from '../shared/titled-callout';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { MoneyText } from './shared/money-text';

export interface MissedPaymentCalloutProps {
  loan: Loan;
  /** Offer the loan's own page (on the overview; the loan's page itself says how to pay below). */
  linkToLoan?: boolean;
}

/**
 * Said once a payment is late: what was due and when, that a payment already sent may not show
 * yet, how to pay, and where to get help, without pressure (a lender's duty to customers in
 * difficulty comes before collecting). Nothing when the loan has no late payment.
 */
export function MissedPaymentCallout({ loan, linkToLoan = false }: MissedPaymentCalloutProps) {
  const due = loan.nextDue;
  if (loan.status !== 'active' || due?.status !== 'overdue') return null;
  return (
    <TitledCallout intent={Intent.WARNING} className="dashboard__callout missed-payment" title="A payment has not reached us">
      <p>
        <MoneyText minor={due.amountMinor} currency={loan.currency} /> was due on {formatCalendarDate(due.dueDate)} on your loan {loan.reference} ({loan.productName}). If you have just paid it, thank you: it can take a working day to
        show here. If not, please pay it as soon as you can{linkToLoan ? '.' : ', as shown under How you pay.'}
      </p>
      <p>Finding repayments hard? Tell us before it builds up. We can agree a plan with you, and free, impartial advice is available too.</p>
      <div className="request-card__actions">
        {linkToLoan && <LinkButton to={`/dashboard/user-loans/${loan.id}`} intent={Intent.PRIMARY}>How to pay</LinkButton>}
        <LinkButton to={newMessagePath(`Help with repayments on loan ${loan.reference}`, `I am finding it hard to keep up with the payments on loan ${loan.reference}.`)}>Write to us</LinkButton>
        <LinkButton to={activeBrand.repayments.helpPath}>Help with repayments</LinkButton>
      </div>
    </TitledCallout>
  );
}

/**
 * The overview's warnings: one for each loan whose payment is late, however old the loan (the server
 * picks them out, not the loans card's first ten), the ten newest, and a pointer to the rest.
 */
export const MissedPaymentCallouts = observer(function MissedPaymentCallouts() {
  const store = useFeatureStore(LoansStore);
  useEffect(() => {
    void store.loadLateLoans();
  }, [store]);
  const late = store.lateLoans.value;
  if (!late) return null;
  const more = late.total - late.items.length;
  return (
    <>
      {late.items.map((loan) => (
        <MissedPaymentCallout key={loan.id} loan={loan} linkToLoan />
      ))}
      {more > 0 && (
        <TitledCallout intent={Intent.WARNING} className="dashboard__callout missed-payment" title={`${more} more ${more === 1 ? 'loan has' : 'loans have'} a late payment`}>
          <p>Each loan's page says what is due and how to pay it. If keeping up is hard, write to us: we would rather hear early.</p>
          <div className="request-card__actions">
            <LinkButton to="/dashboard/user-loans" intent={Intent.PRIMARY}>See all your loans</LinkButton>
          </div>
        </TitledCallout>
      )}
    </>
  );
});
