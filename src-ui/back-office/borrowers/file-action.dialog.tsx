import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import type { BorrowerFile } from '../../../src-domain/back-office/borrower-file.entity';
import { ukDateOf } from '../../../src-domain/complaints/complaint-dates';
import { formatMoney } from '../../../src-domain/loans/money-format';
import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { useBackOfficeStores } from '../back-office-stores.context';
import type { FileActionDialog } from './borrower-file.store';
import { RecordPaymentFields } from './record-payment.fields';

const money = (minor: number) => formatMoney(minor, 'GBP', 'always');

const TITLES: Record<FileActionDialog['kind'], string> = {
  'decline-request': 'Decline the loan request',
  'reject-document': 'Turn down the document',
  'record-payment': 'Record a payment',
  'settle-loan': 'Settle the loan',
};

const CONFIRM: Record<FileActionDialog['kind'], string> = {
  'decline-request': 'Decline',
  'reject-document': 'Turn down',
  'record-payment': 'Record the payment',
  'settle-loan': 'Settle the loan',
};

/** The open action's dialog: what it acts on, the one thing it asks for, and why the server refused. */
export const FileActionDialogView = observer(function FileActionDialogView({ file }: { file: BorrowerFile }) {
  const { borrowerFile: store } = useBackOfficeStores();
  const fieldId = useId();
  const dialog = store.dialog;
  if (!dialog) return null;
  const fieldError = dialog.fieldErrors.text?.[0] ?? dialog.fieldErrors.amount?.[0] ?? dialog.fieldErrors.date?.[0] ?? dialog.fieldErrors.part_payment_id?.[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.confirmDialog();
  };
  return (
    <Dialog isOpen title={TITLES[dialog.kind]} onClose={() => store.closeDialog()} className="borrower-file__dialog">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <DialogSubject file={file} dialog={dialog} />
          {dialog.error && !fieldError && (
            <Callout intent="danger" role="alert" className="borrower-file__dialog-error">
              {dialog.error}
            </Callout>
          )}
          {dialog.kind === 'decline-request' || dialog.kind === 'reject-document' ? (
            <FormGroup label="Reason the borrower will read" labelFor={fieldId} intent={fieldError ? 'danger' : 'none'} helperText={fieldError}>
              <TextArea
                id={fieldId}
                fill
                rows={4}
                value={dialog.text}
                intent={fieldError ? 'danger' : 'none'}
                aria-invalid={fieldError ? true : undefined}
                onChange={(event) => store.setDialogText(event.currentTarget.value)}
              />
            </FormGroup>
          ) : dialog.kind === 'record-payment' ? (
            <RecordPaymentFields dialog={dialog} pending={file.loans.find((loan) => loan.id === dialog.targetId)?.pendingPartPayment ?? null} paidOutOn={file.loans.find((loan) => loan.id === dialog.targetId)?.startDate ?? ''} />
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={dialog.sending} onClick={() => store.closeDialog()} />
              <Button type="submit" intent={dialog.kind === 'decline-request' || dialog.kind === 'reject-document' ? 'danger' : 'primary'} text={CONFIRM[dialog.kind]} loading={dialog.sending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
});

/** What the dialog acts on, in a line; for a settlement, the figure first. */
function DialogSubject({ file, dialog }: { file: BorrowerFile; dialog: FileActionDialog }) {
  switch (dialog.kind) {
    case 'decline-request': {
      const request = file.requests.find((candidate) => candidate.id === dialog.targetId);
      return request ? <p>{`${request.reference}: ${formatMoney(request.amountMinor)} ${request.product.toLowerCase()}. The borrower reads the reason in their news and on their request.`}</p> : null;
    }
    case 'reject-document': {
      const document = file.documents.find((candidate) => candidate.id === dialog.targetId);
      return document ? <p>{`${document.typeName}, ${document.fileName}. The borrower reads the reason and is asked for another.`}</p> : null;
    }
    case 'record-payment': {
      const loan = file.loans.find((candidate) => candidate.id === dialog.targetId);
      return loan ? <p>{`Loan ${loan.accountNumber}: ${money(loan.balanceMinor)} still owed, ${money(loan.arrearsMinor)} in arrears. Money beyond what is owed is listed in Refunds due.`}</p> : null;
    }
    case 'settle-loan': {
      const loan = file.loans.find((candidate) => candidate.id === dialog.targetId);
      if (!loan) return null;
      const figure = loan.settlementToday;
      if (!figure) return <p>{`Loan ${loan.accountNumber} is closed: there is nothing to settle.`}</p>;
      return (
        <>
          <p className="borrower-file__settlement-total">
            Settlement figure today ({formatCalendarDate(figure.asOf)}): <strong>{money(figure.totalMinor)}</strong>
          </p>
          <ul className="borrower-file__settlement-parts">
            <li>Principal still owed: {money(figure.principalMinor)}</li>
            <li>Interest to today: {money(figure.interestMinor)}</li>
            <li>Fees due: {money(figure.feesMinor)}</li>
          </ul>
          <p>Settle only once the borrower has paid this amount. The loan closes and the borrower is told.</p>
        </>
      );
    }
  }
}
