import { Button, Classes, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { LoanRequest } from '../../src-domain/loans/loan.entity';
import { formatTerm } from '../../src-domain/loans/money-format';
import { useStores } from '../app/stores.context';
import { MoneyText } from './shared/money-text';

/** Props of {@link WithdrawRequestDialog}. */
export interface WithdrawRequestDialogProps {
  /** The request the borrower asked to withdraw; null keeps the dialog closed. */
  request: LoanRequest | null;
  /** True while the withdrawal is being sent: both buttons wait. */
  pending: boolean;
  /** Keeps the request as it is. */
  onCancel: () => void;
  /** Withdraws the request. */
  onConfirm: (request: LoanRequest) => void;
  /** Called once the dialog has gone, after Blueprint gave the focus back to what opened it. */
  onClosed?: () => void;
}

/**
 * Asks before a request is withdrawn, since it cannot be undone (issue 27): says what happens,
 * and puts the focus on "Keep my request", so a stray Enter or tap changes nothing. Blueprint's
 * Dialog keeps the focus inside and gives it back to the Withdraw button on Cancel or Escape.
 */
export const WithdrawRequestDialog = observer(function WithdrawRequestDialog({ request, pending, onCancel, onConfirm, onClosed }: WithdrawRequestDialogProps) {
  const { ui } = useStores();
  return (
    <Dialog
      isOpen={request !== null}
      title="Withdraw this loan request?"
      onClose={pending ? undefined : onCancel}
      canOutsideClickClose={!pending}
      canEscapeKeyClose={!pending}
      onClosed={onClosed}
      className={`withdraw-dialog ${ui.isDark ? Classes.DARK : ''}`}
    >
      {request && (
        <>
          <DialogBody>
            <p className="withdraw-dialog__what">
              {request.productName}: <MoneyText minor={request.amountMinor} currency={request.currency} /> over {formatTerm(request.term, request.termUnit)}, request {request.reference}.
            </p>
            <ul className="withdraw-dialog__list">
              <li>We close the request and stop working on it.</li>
              <li>We lend you nothing, and withdrawing costs you nothing.</li>
              <li>You cannot reopen it, but you can apply again whenever you like.</li>
            </ul>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button size="large" onClick={onCancel} disabled={pending} autoFocus>
                  Keep my request
                </Button>
                <Button size="large" intent={Intent.DANGER} loading={pending} onClick={() => onConfirm(request)}>
                  Withdraw request
                </Button>
              </>
            }
          />
        </>
      )}
    </Dialog>
  );
});
WithdrawRequestDialog.displayName = 'WithdrawRequestDialog';
