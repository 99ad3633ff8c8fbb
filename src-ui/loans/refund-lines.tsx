import { Callout } from '@blueprintjs/core';
import type { LoanRefund } from '../../src-domain/loans/repayment-plan.entity';
import { formatMoney } from '../../src-domain/loans/money-format';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';

/** "your account ending 1234", or "your bank account" when we hold none yet. */
function accountWords(refund: LoanRefund): string {
  return refund.accountLast4 ? `your account ending ${refund.accountLast4}` : 'your bank account';
}

/** What we say about one refund: the promise before it is sent, the day after. */
export function refundSentence(refund: LoanRefund): string {
  const amount = formatMoney(refund.amountMinor, 'GBP', 'always');
  return refund.status === 'sent' && refund.sentOn
    ? `We returned ${amount} to ${accountWords(refund)} on ${formatCalendarDate(refund.sentOn)}.`
    : `We will return ${amount} to ${accountWords(refund)}.`;
}

/** The loan page's refunds (ADR 0048): money a payment brought beyond what was owed, due back or returned. */
export function RefundLines({ refunds }: { refunds: readonly LoanRefund[] | undefined }) {
  if (!refunds || refunds.length === 0) return null;
  return (
    <Callout intent="primary" className="dashboard__card loan-refunds" title="You paid more than you owed">
      <ul className="loan-refunds__list">
        {refunds.map((refund, index) => (
          <li key={index}>{refundSentence(refund)}</li>
        ))}
      </ul>
    </Callout>
  );
}
RefundLines.displayName = 'RefundLines';
