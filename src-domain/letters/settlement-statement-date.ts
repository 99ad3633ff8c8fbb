import { projectSchedule } from '../loans/repayment/projection';
import type { FeeCharge, Payment, RepaymentTerms } from '../loans/repayment/repayment-terms';
import { addDays, formatCalendarDate } from '../shared/calendar-date';
import { ValidationFailed } from '../shared/errors';
import type { ProjectedPayment } from './letter-figures';

/**
 * The Consumer Credit (Settlement Information) Regulations 1983, as amended by the Early Settlement
 * Regulations 2004: a statement for credit repaid by instalments assumes settlement 28 days after the
 * request, or on a later day the borrower asks for (ADR 0047).
 */
export const SETTLEMENT_NOTICE_DAYS = 28;

/**
 * The day a settlement statement asked for on `requestedOn` is worked out for: `askedFor` when the
 * borrower chose a day, else 28 days on; never after `lastDueDate`, the day the agreement itself ends
 * (a later day would only add interest). A chosen day earlier than the rules' day is refused: the
 * page's "Work out the amount" gives the figure for any earlier day.
 */
export function settlementStatementDate(requestedOn: string, askedFor: string | undefined, lastDueDate: string | null): string {
  const earliest = addDays(requestedOn, SETTLEMENT_NOTICE_DAYS);
  const end = lastDueDate !== null && lastDueDate >= requestedOn ? lastDueDate : null;
  const floor = end !== null && end < earliest ? end : earliest;
  if (askedFor !== undefined && askedFor < floor) {
    throw new ValidationFailed({
      date: [`A settlement statement is for ${formatCalendarDate(floor)} or a later day you choose. For the amount to settle on an earlier day, use "Work out the amount" on your loan's page.`],
    });
  }
  const date = askedFor ?? earliest;
  return end !== null && date > end ? end : date;
}

/**
 * The instalments that fall due from `requestedOn` up to the day before `settlementDate`, each as the
 * loan's projection pays it on its due date (`projectSchedule`, paid-ahead money counted), with what
 * is still unpaid of an instalment due on the request day itself (`dueOnRequestDayMinor`) first.
 */
export function instalmentsBeforeSettlement(
  terms: RepaymentTerms,
  payments: readonly Payment[],
  fees: readonly FeeCharge[],
  requestedOn: string,
  settlementDate: string,
  dueOnRequestDayMinor: number,
): ProjectedPayment[] {
  const projected: ProjectedPayment[] = [];
  if (dueOnRequestDayMinor > 0 && requestedOn < settlementDate) projected.push({ dueDate: requestedOn, amountMinor: dueOnRequestDayMinor });
  const after = [...payments, ...projected.map((payment) => ({ date: payment.dueDate, amountMinor: payment.amountMinor }))];
  for (const instalment of projectSchedule(terms, after, requestedOn, fees).instalments) {
    if (instalment.dueDate >= settlementDate) break;
    projected.push({ dueDate: instalment.dueDate, amountMinor: instalment.paymentMinor });
  }
  return projected;
}

/** The payments the settlement figure is worked on: those made, then the projected ones on their days. */
export function withProjectedPayments(payments: readonly Payment[], projected: readonly ProjectedPayment[]): Payment[] {
  return [...payments, ...projected.map((payment) => ({ date: payment.dueDate, amountMinor: payment.amountMinor }))];
}
