import { parsePayDay, PAY_DAY_MESSAGE } from '../../../src-domain/loans/pay-day-choice';
import type { PayDayQuoteOptions } from '../../../src-domain/loans/pay-day-quote';
import type { BankHolidays } from '../../../src-domain/loans/working-days';
import { ValidationFailed } from '../../../src-domain/shared/errors';

/** The lender's settings a pay-day quote needs: BANK_HOLIDAYS and MIN_FIRST_PAYMENT_DAYS (ADR 0045). */
export interface PayDaySettings {
  bankHolidays: BankHolidays;
  minFirstPaymentDays: number;
}

/**
 * What `quoteLoan` needs to put a request's due dates on its pay day, or undefined when it has none
 * (monthly from the start date, as before pay days). `payDay` is the wire's or the stored value; one
 * that is neither is a 422 under `pay_day`.
 */
export function payDayOptions(payDay: string | null | undefined, settings: PayDaySettings): PayDayQuoteOptions | undefined {
  if (payDay === null || payDay === undefined) return undefined;
  const parsed = parsePayDay(payDay);
  if (!parsed) throw new ValidationFailed({ pay_day: [PAY_DAY_MESSAGE] });
  return { payDay: parsed, bankHolidays: settings.bankHolidays, minFirstPaymentDays: settings.minFirstPaymentDays };
}
