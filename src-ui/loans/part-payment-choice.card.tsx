import { Card, Elevation, HTMLTable, Radio } from '@blueprintjs/core';
import { formatMoney } from '../../src-domain/loans/money-format';
import type { PartPaymentPreview, RepaymentPlanSummary } from '../../src-domain/loans/repayment-plan.entity';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { PART_PAYMENT_CHOICE_NAMES } from './part-payment-choice';

/** Props of {@link PartPaymentChoiceCard}. */
export interface PartPaymentChoiceCardProps {
  preview: PartPaymentPreview;
  currency: string;
  chosen: boolean;
  onChoose: () => void;
}

const money = (minor: number | null, currency: string) => (minor === null ? '—' : formatMoney(minor, currency, 'always'));
const date = (value: string | null) => (value === null ? '—' : formatCalendarDate(value));

/** The headline of a choice: what changes for the borrower, in one sentence. */
function headline({ choice, before, after }: PartPaymentPreview, currency: string): string {
  if (choice === 'smaller_instalment') {
    return `Your monthly payment goes down from ${money(before.regularPaymentMinor, currency)} to ${money(after.regularPaymentMinor, currency)}. You still finish on ${date(after.finalDueDate)}.`;
  }
  return `You keep paying ${money(after.regularPaymentMinor, currency)} a month and finish on ${date(after.finalDueDate)}, with ${after.count} payments left instead of ${before.count}.`;
}

const ROWS: readonly { label: string; of: (plan: RepaymentPlanSummary, currency: string) => string }[] = [
  { label: 'Monthly payment', of: (plan, currency) => money(plan.regularPaymentMinor, currency) },
  { label: 'Payments left', of: (plan) => String(plan.count) },
  { label: 'Last payment', of: (plan) => date(plan.finalDueDate) },
  { label: 'Total interest', of: (plan, currency) => money(plan.totalInterestMinor, currency) },
  { label: 'Total to repay', of: (plan, currency) => money(plan.totalPaidMinor, currency) },
];

/** One choice of a part payment, previewed to the penny: the headline, the interest saved, before and after side by side. */
export function PartPaymentChoiceCard({ preview, currency, chosen, onChoose }: PartPaymentChoiceCardProps) {
  const name = PART_PAYMENT_CHOICE_NAMES[preview.choice];
  const titleId = `part-choice-${preview.choice}`;
  return (
    <Card elevation={chosen ? Elevation.TWO : Elevation.ONE} className={['part-choice', chosen ? 'part-choice--chosen' : ''].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h3 id={titleId} className="part-choice__title">
        {name}
      </h3>
      <p className="part-choice__headline">{headline(preview, currency)}</p>
      <p className="part-choice__saved">
        Interest saved <strong>{formatMoney(preview.interestSavedMinor, currency, 'always')}</strong>
      </p>
      <HTMLTable compact className="part-choice__table">
        <caption className="bp6-text-muted">{name}: your loan now and after the part payment</caption>
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col" className="num">Now</th>
            <th scope="col" className="num">After</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td className="num">{row.of(preview.before, currency)}</td>
              <td className="num">{row.of(preview.after, currency)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Radio className="part-choice__radio" name="part-payment-choice" value={preview.choice} checked={chosen} onChange={onChoose} label={`Choose “${name}”`} large />
    </Card>
  );
}
PartPaymentChoiceCard.displayName = 'PartPaymentChoiceCard';
