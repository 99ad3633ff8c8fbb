import { Button, Callout, Card, Elevation, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useParams } from 'react-router-dom';
import { formatMoney } from '../../src-domain/loans/money-format';
import { PART_PAYMENT_CHOICES } from '../../src-domain/loans/repayment-plan.entity';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { useFeatureStore } from '../app/stores.context';
import { LabelledField } from '../shared/labelled-field';
import { usePageTitle } from '../shared/page-title';
import { PartPaymentChoiceCard } from './part-payment-choice.card';
import { PartPaymentForm } from './part-payment.form';
import { PendingPartPaymentCard } from './pending-part-payment.card';
import { RepaymentPageFrame } from './repayment-page.frame';

/** /dashboard/loans/{id}/pay-part: pay off part of a loan, with both choices previewed to the penny. */
export const PayPartPage = observer(function PayPartPage() {
  const form = useFeatureStore(PartPaymentForm);
  const loanId = Number(useParams().id);
  usePageTitle('Pay off part of your loan');
  useEffect(() => {
    void form.open(loanId);
  }, [form, loanId]);

  return (
    <RepaymentPageFrame
      title="Pay off part of your loan"
      loanId={loanId}
      source={form}
      subtitle={(view) => `${view.loan.productName}, loan ${view.loan.reference} · ${formatMoney(view.position.totalOwedMinor, view.loan.currency, 'always')} would settle it today`}
      closedDescription="There is nothing left to pay on it."
    >
      {(view) =>
        form.confirmed ? (
          <>
            <Callout intent="success" className="repayment-page__done" role="status">
              Thank you. Your part payment of {formatMoney(form.confirmed.amountMinor, view.loan.currency, 'always')} is set up: now send the money.
            </Callout>
            <PendingPartPaymentCard
              title="Now send the money"
              payment={form.confirmed}
              reference={form.confirmed.reference}
              currency={view.loan.currency}
              cancelling={form.cancelling}
              onCancel={() => void form.cancel(form.confirmed!.id)}
            />
          </>
        ) : (
          <>
            {view.position.pendingPartPayment && (
              <PendingPartPaymentCard
                payment={view.position.pendingPartPayment}
                reference={view.loan.reference}
                currency={view.loan.currency}
                cancelling={form.cancelling}
                onCancel={() => void form.cancel(view.position.pendingPartPayment!.id)}
              />
            )}
            <PartPaymentFormCard form={form} currency={view.loan.currency} replacing={view.position.pendingPartPayment !== null} />
          </>
        )
      }
    </RepaymentPageFrame>
  );
});
PayPartPage.displayName = 'PayPartPage';

const PartPaymentFormCard = observer(function PartPaymentFormCard({ form, currency, replacing }: { form: PartPaymentForm; currency: string; replacing: boolean }) {
  const amountId = useId();
  const { fieldErrors, error, pending } = form.submission;
  const amountError = fieldErrors.amount?.[0];
  const otherError = !amountError && error ? (fieldErrors.choice?.[0] ?? error) : null;
  const first = form.previews.smaller_instalment ?? form.previews.shorter_term;
  return (
    <Card elevation={Elevation.ONE} className="dashboard__card">
      <h2 className="dashboard__section-title">{replacing ? 'Or pay a different amount' : 'How much would you like to pay?'}</h2>
      <p>
        Paying off part of your loan early is free. You pay less interest, because you owe less for the rest of the loan. You choose what it does: pay less each month, or
        finish sooner.{replacing && ' Confirming a new part payment replaces the one above.'}
      </p>
      <form
        className="repayment-page__amount"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.preview();
        }}
      >
        <LabelledField id={amountId} label="Amount" error={amountError} helperText="In pounds and pence, like 500 or 250.50.">
          {(control) => (
            <InputGroup
              {...control}
              id={amountId}
              name="amount"
              size="large"
              inputMode="decimal"
              autoComplete="off"
              leftElement={<span className="money-field__symbol">£</span>}
              value={form.amountText}
              onValueChange={(value) => form.setAmount(value)}
            />
          )}
        </LabelledField>
        <Button type="submit" size="large" intent="primary" loading={form.previewing} text="Show me both choices" />
      </form>
      {form.notice && (
        <Callout intent="warning" className="repayment-page__notice" role="status">
          {form.notice}
        </Callout>
      )}
      {otherError && (
        <Callout intent="danger" className="repayment-page__notice" role="alert">
          {otherError}
        </Callout>
      )}
      {form.bothPreviewed && first && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.confirm();
          }}
        >
          <fieldset className="part-choices">
            <legend className="part-choices__legend">
              What should your {formatMoney(first.amountMinor, currency, 'always')} do? Worked out for {formatCalendarDate(first.asOf)}.
            </legend>
            {PART_PAYMENT_CHOICES.map((choice) => {
              const preview = form.previews[choice];
              return preview ? <PartPaymentChoiceCard key={choice} preview={preview} currency={currency} chosen={form.chosen === choice} onChoose={() => form.choose(choice)} /> : null;
            })}
          </fieldset>
          <Button type="submit" size="large" intent="primary" loading={pending && !form.previewing} text="Confirm this part payment" />
        </form>
      )}
    </Card>
  );
});
