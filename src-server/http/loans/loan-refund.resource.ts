import type { RefundRecord } from '../../db/loans/payment-refunds.repository';

/**
 * A refund on the borrower's loan page (ADR 0048): money a payment brought beyond what was owed.
 * Before it is sent the account is the one on file now, so the page can say where it will go.
 */
export function toLoanRefundResource(refund: RefundRecord & { dueAccountLast4?: string | null }) {
  return {
    amount: refund.amountMinor,
    status: refund.sent ? ('sent' as const) : ('due' as const),
    account_last4: refund.sent?.accountLast4 ?? refund.dueAccountLast4 ?? null,
    sent_on: refund.sent?.on ?? null,
    payment_received_on: refund.receivedOn,
  };
}
