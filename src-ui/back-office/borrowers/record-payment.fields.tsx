import { FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { FilePendingPartPayment } from '../../../src-domain/back-office/borrower-file.entity';
import { formatMoney } from '../../../src-domain/loans/money-format';
import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { todayIso } from '../../../src-domain/profile/profile-dates';
import { useBackOfficeStores } from '../back-office-stores.context';
import type { FileActionDialog } from './borrower-file.store';

const money = (minor: number) => formatMoney(minor, 'GBP', 'always');
const CHOICE_WORDS: Record<FilePendingPartPayment['choice'], string> = { shorter_term: 'finish sooner', smaller_instalment: 'pay less each month' };

/**
 * "Record a payment": what the money is for (the borrower's confirmed part payment, when there is
 * one, or instalments), the amount and the day it arrived. What was typed stays after a refusal.
 */
export const RecordPaymentFields = observer(function RecordPaymentFields({ dialog, pending, paidOutOn }: { dialog: FileActionDialog; pending: FilePendingPartPayment | null; paidOutOn: string }) {
  const { borrowerFile: store } = useBackOfficeStores();
  const amountId = useId();
  const dateId = useId();
  const amountError = dialog.fieldErrors.text?.[0] ?? dialog.fieldErrors.amount?.[0];
  const dateError = dialog.fieldErrors.date?.[0];
  const partPaymentError = dialog.fieldErrors.part_payment_id?.[0];
  const asPartPayment = pending !== null && dialog.partPaymentId === pending.id;
  return (
    <>
      {pending && (
        <FormGroup intent={partPaymentError ? 'danger' : 'none'} helperText={partPaymentError}>
          <RadioGroup
            label="What is the money for?"
            selectedValue={asPartPayment ? 'part' : 'instalments'}
            onChange={(event) => store.choosePartPayment(event.currentTarget.value === 'part' ? pending.id : null)}
          >
            <Radio value="part" labelElement={<PartPaymentLabel pending={pending} />} />
            <Radio value="instalments" label="Instalments: the money pays what is due, the oldest first" />
          </RadioGroup>
        </FormGroup>
      )}
      <FormGroup
        label="Amount paid, in pounds"
        labelFor={amountId}
        intent={amountError ? 'danger' : 'none'}
        helperText={amountError ?? (asPartPayment ? 'The amount the borrower confirmed.' : 'For example 150.00.')}
      >
        <InputGroup
          id={amountId}
          inputMode="decimal"
          leftElement={<span className="borrower-file__currency">£</span>}
          value={dialog.text}
          intent={amountError ? 'danger' : 'none'}
          aria-invalid={amountError ? true : undefined}
          onChange={(event) => store.setDialogText(event.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup
        label="Date the money arrived"
        labelFor={dateId}
        intent={dateError ? 'danger' : 'none'}
        helperText={dateError ?? `Today or earlier, not before the loan was paid out on ${formatCalendarDate(paidOutOn)}. Interest is worked out to this day.`}
      >
        <InputGroup
          id={dateId}
          type="date"
          min={paidOutOn}
          max={todayIso()}
          value={dialog.receivedOn}
          intent={dateError ? 'danger' : 'none'}
          aria-invalid={dateError ? true : undefined}
          onChange={(event) => store.setReceivedOn(event.currentTarget.value)}
        />
      </FormGroup>
    </>
  );
});

/** The pending part payment as the borrower confirmed it, and what it makes of the loan if recorded today. */
function PartPaymentLabel({ pending }: { pending: FilePendingPartPayment }) {
  const { preview } = pending;
  return (
    <span className="record-payment__part">
      <span>
        The part payment the borrower confirmed: <strong>{money(pending.amountMinor)}</strong> to {CHOICE_WORDS[pending.choice]}
      </span>
      <span className="muted">
        Recorded today it makes {preview.count} {preview.count === 1 ? 'payment' : 'payments'} of {money(preview.regularPaymentMinor)}
        {preview.finalDueDate ? `, the last on ${formatCalendarDate(preview.finalDueDate)}` : ''}, and saves {money(preview.interestSavedMinor)} interest. On an earlier day the figures are that day’s.
      </span>
    </span>
  );
}
