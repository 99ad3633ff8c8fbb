import { Button, Card, Elevation } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ukDateOf } from '../../src-domain/complaints/complaint-dates';
import { formatMoney } from '../../src-domain/loans/money-format';
import type { PendingPartPayment } from '../../src-domain/loans/repayment-plan.entity';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { PART_PAYMENT_CHOICE_NAMES } from './part-payment-choice';
import { TransferDetails } from './transfer-details';

/** Props of {@link PendingPartPaymentCard}. */
export interface PendingPartPaymentCardProps {
  /** The part payment the borrower confirmed, still waiting for the money. */
  payment: PendingPartPayment;
  /** The loan's reference, which the transfer quotes. */
  reference: string;
  currency: string;
  /** Takes the part payment back; absent where the card only reports it. */
  onCancel?: () => void;
  /** @default false */
  cancelling?: boolean;
  /** The card's heading. @default "Your part payment is waiting for your money" */
  title?: string;
  /** Other actions under the card, e.g. a link to where it can be changed. */
  actions?: ReactNode;
}

/** A confirmed part payment: how to send the money (the lender's account, the loan's reference) and a way to cancel it. */
export function PendingPartPaymentCard({ payment, reference, currency, onCancel, cancelling = false, title = 'Your part payment is waiting for your money', actions }: PendingPartPaymentCardProps) {
  const amount = formatMoney(payment.amountMinor, currency, 'always');
  return (
    <Card elevation={Elevation.ONE} className="dashboard__card pending-part-payment" aria-labelledby="pending-part-payment-title">
      <h2 id="pending-part-payment-title" className="dashboard__section-title">
        {title}
      </h2>
      <p>
        On {formatCalendarDate(ukDateOf(new Date(payment.createdAt)))} you chose to pay off {amount} and <strong>{PART_PAYMENT_CHOICE_NAMES[payment.choice].toLowerCase()}</strong>. Send it by
        bank transfer to:
      </p>
      <TransferDetails reference={reference} amountMinor={payment.amountMinor} currency={currency} />
      <p className="muted pending-part-payment__note">
        Quote the reference exactly. We apply the money on the day it reaches us and work out the interest you save for that day, so the figures may differ by a few pence from
        today&apos;s. Your payment schedule changes once it has arrived.
      </p>
      {onCancel && (
        <Button className="pending-part-payment__cancel" text="Cancel this part payment" loading={cancelling} onClick={onCancel} />
      )}
      {actions}
    </Card>
  );
}
PendingPartPaymentCard.displayName = 'PendingPartPaymentCard';
