import { addMonths, daysBetween } from '../../shared/calendar-date';
import { ValidationFailed } from '../../shared/errors';
import { dec, type Decimal } from '../decimal';
import { InterestClock } from './interest-clock';
import { ledgerAfter } from './interest-ledger';
import { onDayOfMonth } from './pay-day';
import { checkRepaymentInput, type FeeCharge, type Payment, type RepaymentTerms, type ScheduledInstalment } from './repayment-terms';

/** A request to collect each monthly instalment on another day of the month from the next one on. */
export interface PaymentDateMoveRequest {
  /** The day the borrower asks on: the move starts with the first instalment due after it. */
  asOf: string;
  /** The new day of the month, 1 to 31 (a shorter month's last day stands in for the 29th to 31st). */
  newDay: number;
}

/** The exact one-off adjustment a move makes, and the schedule that follows it. */
export interface PaymentDateMovePreview {
  currentDueDate: string;
  newDueDate: string;
  /** Days of interest the period gains (positive) or loses (negative); 0 when the day count counts both as a month. */
  daysMoved: number;
  /** The principal owed over the moved days. */
  balanceMinor: number;
  /** A day's interest on that balance in the month of the moved days, exact, in minor units ("1.0597"). */
  dailyInterestMinor: string;
  /** Interest added (positive) or taken off (negative) the first moved instalment, to the penny, as the ledger will charge it. */
  adjustmentMinor: number;
  /** The contractual schedule after the move: earlier instalments kept, the first moved one with the adjustment, later ones on the new day with the same amounts. */
  schedule: ScheduledInstalment[];
}

/** Why a move is refused, in the words the borrower reads; null when it may go ahead. */
export function paymentDateMoveRefusal(facts: { asOf: string; lastMovedOn: string | null; monthsBetweenMoves: number; collectionPending: boolean; inArrears: boolean }): string | null {
  if (facts.inArrears) return 'Your payments are behind: the date can be moved once the loan is up to date.';
  if (facts.collectionPending) return 'A payment is being collected: the date can be moved once it has arrived.';
  if (facts.lastMovedOn !== null && addMonths(facts.lastMovedOn, facts.monthsBetweenMoves) > facts.asOf) {
    return `The date can be moved once every ${facts.monthsBetweenMoves} months; the next move is possible from ${addMonths(facts.lastMovedOn, facts.monthsBetweenMoves)}.`;
  }
  return null;
}

/**
 * Previews moving the monthly payment date. The next instalment moves to `newDay` in its own month
 * (or the next month, when that day is already past), so its period gains or loses the days
 * between; interest for those days on the balance owed is added to or taken off that one
 * instalment, and every later instalment keeps its amount on the new day.
 */
export function previewPaymentDateMove(terms: RepaymentTerms, payments: readonly Payment[], request: PaymentDateMoveRequest, fees: readonly FeeCharge[] = []): PaymentDateMovePreview {
  checkRepaymentInput(terms, payments, fees);
  if (!Number.isInteger(request.newDay) || request.newDay < 1 || request.newDay > 31) throw new ValidationFailed({ new_day: ['Choose a day of the month from 1 to 31.'] });
  const nextIndex = terms.instalments.findIndex((instalment) => instalment.dueDate > request.asOf);
  if (nextIndex < 0) throw new ValidationFailed({ new_day: ['No instalment is left to move.'] });
  const current = terms.instalments[nextIndex];
  const periodStart = nextIndex > 0 ? terms.instalments[nextIndex - 1].dueDate : terms.startDate;
  let newDueDate = onDayOfMonth(current.dueDate.slice(0, 7), request.newDay);
  if (newDueDate <= request.asOf || newDueDate <= periodStart) newDueDate = onDayOfMonth(addMonths(`${current.dueDate.slice(0, 7)}-01`, 1).slice(0, 7), request.newDay);
  if (newDueDate === current.dueDate) throw new ValidationFailed({ new_day: ['Your payments are already due on that day.'] });

  const later = terms.instalments.slice(nextIndex);
  const movedDates = later.map((_, index) => onDayOfMonth(addMonths(`${newDueDate.slice(0, 7)}-01`, index).slice(0, 7), request.newDay));
  const moved: RepaymentTerms = { ...terms, instalments: [...terms.instalments.slice(0, nextIndex), ...later.map((instalment, index) => ({ dueDate: movedDates[index], paymentMinor: instalment.paymentMinor }))] };

  // What the ledger will have charged by the instalment's day, before and after: the difference is the adjustment, to the penny.
  const chargedBy = (loanTerms: RepaymentTerms, date: string) => ledgerAfter(loanTerms, payments, request.asOf, fees, true).ledger.positionOn(date).interestChargedMinor;
  const adjustmentMinor = chargedBy(moved, newDueDate) - chargedBy(terms, current.dueDate);
  const schedule = moved.instalments.map((instalment, index) => (index === nextIndex ? { ...instalment, paymentMinor: Math.max(0, instalment.paymentMinor + adjustmentMinor) } : instalment));

  const balanceMinor = ledgerAfter(terms, payments, request.asOf, fees, true).ledger.positionOn(request.asOf).principalOwedMinor;
  // The share of the annual rate the move adds or takes off, by the day count: month end to month end
  // (31 December to 30 December after 30 November) is a month either way, so it moves no interest.
  const clockOf = (loanTerms: RepaymentTerms) => new InterestClock(dec(terms.annualRate), terms.dayCount, terms.startDate, loanTerms.instalments.map((i) => i.dueDate));
  const shareMoved = clockOf(moved).rateBetween(terms.startDate, newDueDate).minus(clockOf(terms).rateBetween(terms.startDate, current.dueDate));
  const daysMoved = shareMoved.isZero() ? 0 : daysBetween(current.dueDate, newDueDate);
  const daily: Decimal = daysMoved === 0 ? clockOf(terms).rateBetween(periodStart, current.dueDate).times(balanceMinor).div(daysBetween(periodStart, current.dueDate)) : shareMoved.times(balanceMinor).div(daysMoved);
  return {
    currentDueDate: current.dueDate,
    newDueDate,
    daysMoved,
    balanceMinor,
    dailyInterestMinor: daily.toDecimalPlaces(4).toString(),
    adjustmentMinor,
    schedule,
  };
}
