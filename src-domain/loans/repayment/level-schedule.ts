import { ValidationFailed } from '../../shared/errors';
import { InterestLedger } from './interest-ledger';
import { projectRest, smallestLevelInstalment } from './projection';
import { checkRepaymentInput, type RepaymentTerms, type ScheduledInstalment } from './repayment-terms';

/**
 * The contractual schedule on any due dates (pay-day dates, a first period longer or shorter than
 * a month): the least level instalment that repays the loan by the last date under the interest
 * rule, each date at that amount, the last what is then owed (within pennies of the level). On
 * monthly dates from the start it is the annuity instalment `quoteLoan` gives, give or take a penny.
 */
export function levelSchedule(terms: Omit<RepaymentTerms, 'instalments'>, dueDates: readonly string[]): ScheduledInstalment[] {
  if (dueDates.length === 0) throw new ValidationFailed({ due_dates: ['A schedule needs at least one due date.'] });
  const withDates: RepaymentTerms = { ...terms, instalments: dueDates.map((dueDate) => ({ dueDate, paymentMinor: 0 })) };
  checkRepaymentInput(withDates);
  const fresh = () => new InterestLedger(withDates);
  const level = smallestLevelInstalment(fresh, dueDates, (amount) => dueDates.map(() => amount));
  const projected = projectRest(fresh(), dueDates, () => level);
  return projected.instalments.map(({ dueDate, paymentMinor }) => ({ dueDate, paymentMinor }));
}
