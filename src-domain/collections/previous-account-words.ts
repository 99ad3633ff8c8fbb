import { formatMoney } from '../loans/money-format';
import { formatCalendarDate } from '../shared/calendar-date';

/** A collection the borrower's old account still pays after a change of account. */
export interface PaymentOnPreviousAccount {
  amountMinor: number;
  /** `YYYY-MM-DD` */
  dueOn: string;
  accountLast4: string;
}

/**
 * What the borrower is told after changing account while payments are with the bank (ADR 0046,
 * 2026-11-26): "Your payment of £218.62 on 29 December 2026 is already with your bank and will come
 * from the account ending 1234. We will collect from the account ending 7785 from the next payment."
 * Null when nothing is outstanding on the old account.
 */
export function paymentsOnPreviousAccountWords(payments: readonly PaymentOnPreviousAccount[], newAccountLast4: string, currency = 'GBP'): string | null {
  if (payments.length === 0) return null;
  const each = payments.map((p) => `Your payment of ${formatMoney(p.amountMinor, currency, 'always')} on ${formatCalendarDate(p.dueOn)} is already with your bank and will come from the account ending ${p.accountLast4}.`);
  return `${each.join(' ')} We will collect from the account ending ${newAccountLast4} from the next payment.`;
}
