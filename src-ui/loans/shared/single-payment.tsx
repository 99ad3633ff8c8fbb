import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { CostSplit } from './cost-split';
import { MoneyText } from './money-text';
import type { ScheduleChartProps } from './schedule-chart.props';

/**
 * A loan repaid in one payment (a short-term loan), said in a sentence with the split of that
 * payment: a chart of one bar among empty months would say less.
 */
export function SinglePayment({ instalments, currency, paidCount }: ScheduleChartProps) {
  const [payment] = instalments;
  const amount = <MoneyText minor={payment.paymentMinor} currency={currency} />;
  const day = formatCalendarDate(payment.dueDate);
  return (
    <div className="single-payment">
      <p className="single-payment__sentence">
        {paidCount === 1 ? (
          <>Repaid: one payment of {amount}, due on {day}.</>
        ) : (
          <>One payment of {amount}, due on {day}.</>
        )}
      </p>
      <CostSplit principalMinor={payment.principalMinor} costMinor={payment.interestMinor + payment.feeMinor} currency={currency} />
    </div>
  );
}
SinglePayment.displayName = 'SinglePayment';
