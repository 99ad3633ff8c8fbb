import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import type { RefundDue } from '../../../src-domain/back-office/queue.entities';
import { formatMoney } from '../../../src-domain/loans/money-format';
import { todayIso } from '../../../src-domain/profile/profile-dates';
import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { useBackOfficeStores } from '../back-office-stores.context';
import { BorrowerLink, borrowerFilePath } from './borrower-link';
import { QueuePage, type QueueColumn } from './queue-page';
import { RefundSentStore } from './refund-sent.store';

const money = (minor: number) => formatMoney(minor, 'GBP', 'always');
const loanAnchor = (refund: RefundDue) => `#loan-${refund.loanId}`;
const accountWords = (refund: RefundDue) => (refund.account ? `${refund.account.holder}, ${refund.account.bankName}, ending ${refund.account.last4}` : 'None on file: ask the borrower');

/** Money payments brought beyond what was owed, the oldest first; each is marked refunded once the bank has sent it. */
export const RefundsQueuePage = observer(function RefundsQueuePage() {
  const root = useBackOfficeStores();
  const [store] = useState(() => new RefundSentStore(root.services, () => root.backOffice.queue('refunds').load()));
  const columns: readonly QueueColumn<RefundDue>[] = [
    { header: 'Borrower', cell: (refund) => <BorrowerLink borrower={refund.borrower} at={loanAnchor(refund)} /> },
    { header: 'Loan', nowrap: true, cell: (refund) => refund.accountNumber },
    { header: 'To refund', numeric: true, cell: (refund) => money(refund.amountMinor) },
    { header: 'From the payment', cell: (refund) => `${money(refund.payment.amountMinor)} received ${formatCalendarDate(refund.payment.receivedOn, 'short')}` },
    { header: 'Bank account on file', cell: accountWords },
    {
      header: 'Action',
      cell: (refund) => <Button small text="Mark refunded" aria-label={`Mark refunded: ${money(refund.amountMinor)} to ${refund.borrower.name}`} disabled={!refund.account} onClick={() => store.open(refund)} />,
    },
  ];
  return (
    <>
      {store.notice && (
        <Callout intent="success" role="status" className="refunds__notice">
          {store.notice}
        </Callout>
      )}
      <QueuePage
        queue="refunds"
        title="Refunds due"
        intro="Money a payment brought beyond what the loan owed, the oldest first. Send it from the bank to the account shown, then mark it refunded with the day and the bank's reference: the borrower's loan page then says it was returned."
        emptyTitle="No refund is due"
        columns={columns}
        rowKey={(refund) => refund.id}
        rowLink={(refund) => borrowerFilePath(refund.borrower.id, loanAnchor(refund))}
        caption="Each borrower's name opens their file at the loan."
      />
      <RefundSentDialog store={store} />
    </>
  );
});
RefundsQueuePage.displayName = 'RefundsQueuePage';

/** The day the money left and the bank's reference; what was typed stays when the server refuses it. */
const RefundSentDialog = observer(function RefundSentDialog({ store }: { store: RefundSentStore }) {
  const dateId = useId();
  const referenceId = useId();
  const refund = store.refund;
  if (!refund) return null;
  const dateError = store.fieldErrors.sent_on?.[0];
  const referenceError = store.fieldErrors.reference?.[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.confirm();
  };
  return (
    <Dialog isOpen title="Mark refunded" onClose={() => store.close()} className="borrower-file__dialog">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>
            <strong>{money(refund.amountMinor)}</strong> to {refund.borrower.name} (loan {refund.accountNumber}), from the payment of {money(refund.payment.amountMinor)} received on {formatCalendarDate(refund.payment.receivedOn)}.
          </p>
          <p>To: {accountWords(refund)}.</p>
          {store.error && !dateError && !referenceError && (
            <Callout intent="danger" role="alert" className="borrower-file__dialog-error">
              {store.error}
            </Callout>
          )}
          <FormGroup label="Date the money was sent" labelFor={dateId} intent={dateError ? 'danger' : 'none'} helperText={dateError ?? 'Today or earlier.'}>
            <InputGroup id={dateId} type="date" min={refund.payment.receivedOn} max={todayIso()} value={store.sentOn} intent={dateError ? 'danger' : 'none'} aria-invalid={dateError ? true : undefined} onChange={(event) => store.setSentOn(event.currentTarget.value)} />
          </FormGroup>
          <FormGroup label="Bank reference of the payment" labelFor={referenceId} intent={referenceError ? 'danger' : 'none'} helperText={referenceError ?? 'As the bank shows the outgoing payment.'}>
            <InputGroup id={referenceId} value={store.reference} intent={referenceError ? 'danger' : 'none'} aria-invalid={referenceError ? true : undefined} onChange={(event) => store.setReference(event.currentTarget.value)} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={store.sending} onClick={() => store.close()} />
              <Button type="submit" intent="primary" text="Mark refunded" loading={store.sending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
});
