import { Card, Elevation } from '@blueprintjs/core';
import type { Loan } from '../../src-domain/loans/loan.entity';
import { REPAY_AFTER_WITHDRAWAL_DAYS, WITHDRAWAL_DAYS, withdrawalDeadline } from '../../src-domain/loans/withdrawal';
import { activeBrand } from '../brand/brand.config';
import { newMessagePath } from '../messages/new-message-path';
import { LinkButton } from '../shared/link-button';
import { daysBetween, formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { MoneyText } from './shared/money-text';

export interface ChangeYourMindCardProps {
  loan: Loan;
  /** Today, `YYYY-MM-DD`. */
  today: string;
}

/** The secure message that tells the lender, written for the borrower to check and send. */
export function withdrawalMessagePath(loan: Loan): string {
  return newMessagePath(
    `Withdrawing from loan ${loan.reference}`,
    `I want to withdraw from my ${loan.productName.toLowerCase()} agreement, loan ${loan.reference}. Please tell me the amount to repay and how to pay it.`,
  );
}

/**
 * The last day to withdraw: the server's, counted from the later of signing and receiving the copy
 * (s.66A(3)); null while the copy is on its way. A loan made before agreements were signed online
 * counts from its pay-out.
 */
export function lastDayToWithdraw(loan: Loan): string | null {
  if (loan.withdrawal.deadline) return loan.withdrawal.deadline;
  return loan.agreement ? null : withdrawalDeadline(loan.disbursedAt.slice(0, 10));
}

/** While the loan can still be withdrawn from: until when, what it costs, and how to tell the lender. */
export function ChangeYourMindCard({ loan, today }: ChangeYourMindCardProps) {
  const deadline = lastDayToWithdraw(loan);
  // The deadline counts: 1 on the last day, 0 once it has passed.
  const daysLeft = deadline === null ? null : Math.max(0, daysBetween(today, deadline) + 1);
  if (loan.status !== 'active' || daysLeft === 0) return null;
  return (
    <Card elevation={Elevation.ONE} className="dashboard__card change-your-mind">
      <h2 className="dashboard__section-title">Changed your mind?</h2>
      {deadline === null || daysLeft === null ? (
        <p>
          You can withdraw from this loan agreement without giving a reason. Your {WITHDRAWAL_DAYS} days start when you receive your copy of the agreement: download it
          above, or open the e-mail we sent you.
        </p>
      ) : (
        <p>
          You can withdraw from this loan agreement without giving a reason until <strong>{formatCalendarDate(deadline)}</strong> (
          {daysLeft === 1 ? 'today is the last day' : `${daysLeft} days left`}).
        </p>
      )}
      <p>
        You then repay the <MoneyText minor={loan.principalMinor} currency={loan.currency} /> you borrowed, with interest only for the days you had it, within{' '}
        {REPAY_AFTER_WITHDRAWAL_DAYS} days of telling us. There is no fee. Pay it all back early, below, shows the amount for the day you pay.
      </p>
      <div className="request-card__actions">
        <LinkButton to={withdrawalMessagePath(loan)} intent="primary">
          Tell us you are withdrawing
        </LinkButton>
        <a className="change-your-mind__call" href={`tel:${activeBrand.contact.phoneE164}`}>
          or call {activeBrand.contact.phone}
        </a>
      </div>
    </Card>
  );
}
