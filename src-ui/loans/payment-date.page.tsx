import { Button, Callout, Card, Elevation, HTMLSelect, HTMLTable, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useParams } from 'react-router-dom';
import { formatMoney } from '../../src-domain/loans/money-format';
import type { PaymentDatePreview } from '../../src-domain/loans/repayment-plan.entity';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { useFeatureStore } from '../app/stores.context';
import { LabelledField } from '../shared/labelled-field';
import { LinkButton } from '../shared/link-button';
import { usePageTitle } from '../shared/page-title';
import { PaymentDateForm } from './payment-date.form';
import { RepaymentPageFrame } from './repayment-page.frame';

/** The payments listed after a move; the rest are summed up in a sentence. */
const SHOWN_DATES = 6;
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

/** "1st", "2nd", "3rd", "4th"… "21st", "22nd", "31st". */
export function ordinalDay(day: number): string {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** The server's reason with its dates as a person writes them ("2027-11-26" → "26 November 2027"). */
function inWords(reason: string): string {
  return reason.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (date) => formatCalendarDate(date));
}

/** /dashboard/loans/{id}/payment-date: move the monthly payment date, with the exact one-off adjustment; or why not now. */
export const PaymentDatePage = observer(function PaymentDatePage() {
  const form = useFeatureStore(PaymentDateForm);
  const loanId = Number(useParams().id);
  usePageTitle('Change your payment date');
  useEffect(() => {
    void form.open(loanId);
  }, [form, loanId]);

  return (
    <RepaymentPageFrame
      title="Change your payment date"
      loanId={loanId}
      source={form}
      subtitle={(view) => (
        <>
          {view.loan.productName}, loan {view.loan.reference}
          {view.position.paymentDay !== null && <> · you pay on the {ordinalDay(view.position.paymentDay)} of each month</>}
        </>
      )}
      closedDescription="There are no payments left to move."
    >
      {(view) =>
        form.moved ? (
        <Card elevation={Elevation.ONE} className="dashboard__card">
          <h2 className="dashboard__section-title">Your payment date is changed</h2>
          <Callout intent="success" role="status">
            {form.moved.paymentDay !== null ? `From now on you pay on the ${ordinalDay(form.moved.paymentDay)} of each month.` : 'Your new payment dates are in your schedule.'}
            {form.moved.schedule[0] && ` Your next payment is ${formatMoney(form.moved.schedule[0].paymentMinor, view.loan.currency, 'always')} on ${formatCalendarDate(form.moved.schedule[0].dueDate)}.`}
          </Callout>
          <p className="repayment-page__after">
            <LinkButton to={`/dashboard/user-loans/${loanId}`} intent="primary">
              See your new schedule
            </LinkButton>
          </p>
        </Card>
      ) : form.refusal ? (
        <Card elevation={Elevation.ONE} className="dashboard__card">
          <h2 className="dashboard__section-title">You cannot change your payment date just now</h2>
          <Callout intent="warning" className="repayment-page__refusal">
            <p>{inWords(form.refusal)}</p>
            {form.possibleFrom && form.possibleFrom > view.position.asOf && !form.refusal.includes(form.possibleFrom) && (
              <p>You can change it from {formatCalendarDate(form.possibleFrom)}.</p>
            )}
          </Callout>
        </Card>
      ) : (
        <DateForm form={form} currency={view.loan.currency} currentDay={view.position.paymentDay} />
      )
      }
    </RepaymentPageFrame>
  );
});
PaymentDatePage.displayName = 'PaymentDatePage';

const DateForm = observer(function DateForm({ form, currency, currentDay }: { form: PaymentDateForm; currency: string; currentDay: number | null }) {
  const dayId = useId();
  const { fieldErrors, error, pending } = form.submission;
  const dayError = fieldErrors.day?.[0];
  return (
    <Card elevation={Elevation.ONE} className="dashboard__card">
      <h2 className="dashboard__section-title">Which day of the month would suit you?</h2>
      <p>
        You can move your payment date, for example to just after your pay day. Interest is charged for the days you borrow, so moving the date changes your next payment once,
        by the interest for the days it moves. The payments after it stay the same.
      </p>
      <form
        className="repayment-page__amount"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.confirm();
        }}
      >
        <LabelledField id={dayId} label="New payment day" error={dayError} helperText={currentDay !== null ? `Now: the ${ordinalDay(currentDay)} of each month.` : undefined}>
          {({ intent: _intent, ...control }) => (
            <HTMLSelect {...control} id={dayId} name="day" large value={form.day} onChange={(event) => void form.choose(event.currentTarget.value)}>
              <option value="" disabled>
                Choose a day…
              </option>
              {DAYS.map((day) => (
                <option key={day} value={String(day)} disabled={day === currentDay}>
                  {`The ${ordinalDay(day)}`}
                </option>
              ))}
            </HTMLSelect>
          )}
        </LabelledField>
        {pending && !form.preview && <Spinner size={20} aria-label="Working out the new dates" />}
        {error && !dayError && (
          <Callout intent="danger" role="alert">
            {error}
          </Callout>
        )}
        {form.notice && (
          <Callout intent="warning" role="status">
            {form.notice}
          </Callout>
        )}
        {form.preview && <DateMovePreview preview={form.preview} currency={currency} />}
        {form.preview && <Button type="submit" size="large" intent="primary" loading={pending} text={`Move my payments to the ${ordinalDay(Number(form.day))}`} />}
      </form>
    </Card>
  );
});

/** The exact effect of a move: the next payment's new date and its one-off adjustment, then the dates after it. */
function DateMovePreview({ preview, currency }: { preview: PaymentDatePreview; currency: string }) {
  const adjustment = formatMoney(Math.abs(preview.adjustmentMinor), currency, 'always');
  const days = Math.abs(preview.daysMoved);
  const later = preview.schedule.slice(SHOWN_DATES);
  return (
    <section className="date-move" aria-live="polite" aria-labelledby="date-move-title">
      <h3 id="date-move-title" className="date-move__title">
        Your next payment moves from {formatCalendarDate(preview.currentDueDate)} to {formatCalendarDate(preview.newDueDate)}
      </h3>
      <p>
        {preview.adjustmentMinor === 0
          ? 'Your next payment stays the same amount.'
          : preview.adjustmentMinor > 0
            ? `${adjustment} is added to that payment, once: the interest for ${days} more day${days === 1 ? '' : 's'} of borrowing.`
            : `${adjustment} is taken off that payment, once: the interest for ${days} fewer day${days === 1 ? '' : 's'} of borrowing.`}
      </p>
      <HTMLTable compact striped className="date-move__table">
        <caption className="bp6-text-muted">Your payments after the move</caption>
        <thead>
          <tr>
            <th scope="col">No.</th>
            <th scope="col">Due</th>
            <th scope="col" className="num">Amount</th>
          </tr>
        </thead>
        <tbody>
          {preview.schedule.slice(0, SHOWN_DATES).map((row) => (
            <tr key={row.number}>
              <td>{row.number}</td>
              <td>{formatCalendarDate(row.dueDate)}</td>
              <td className="num">{formatMoney(row.paymentMinor, currency, 'always')}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {later.length > 0 && (
        <p className="muted date-move__more">
          And {later.length} more on the same day of each month, the last on {formatCalendarDate(later[later.length - 1].dueDate)}.
        </p>
      )}
    </section>
  );
}
