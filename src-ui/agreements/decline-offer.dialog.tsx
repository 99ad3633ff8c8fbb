import { Button, Classes, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { Offer } from '../../src-domain/agreements/offer.entity';
import { useStores } from '../app/stores.context';
import { MoneyText } from '../loans/shared/money-text';

/** Props of {@link DeclineOfferDialog}. */
export interface DeclineOfferDialogProps {
  /** The offer to decline; null keeps the dialog closed. */
  offer: Offer | null;
  /** True while the decline is being sent: both buttons wait. */
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before an offer is declined, since it cannot be undone; the focus starts on "Keep the offer". */
export const DeclineOfferDialog = observer(function DeclineOfferDialog({ offer, pending, onCancel, onConfirm }: DeclineOfferDialogProps) {
  const { ui } = useStores();
  return (
    <Dialog
      isOpen={offer !== null}
      title="Decline this offer?"
      onClose={pending ? undefined : onCancel}
      canOutsideClickClose={!pending}
      canEscapeKeyClose={!pending}
      className={`withdraw-dialog ${ui.isDark ? Classes.DARK : ''}`}
    >
      {offer && (
        <>
          <DialogBody>
            <p className="withdraw-dialog__what">
              {offer.productName}: <MoneyText minor={offer.figures.amountMinor} currency={offer.figures.currency} />, offer {offer.reference}.
            </p>
            <ul className="withdraw-dialog__list">
              <li>We close the offer: nothing is paid out and you owe nothing.</li>
              <li>You cannot sign it afterwards, but you can apply again whenever you like.</li>
            </ul>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button size="large" onClick={onCancel} disabled={pending} autoFocus>
                  Keep the offer
                </Button>
                <Button size="large" intent={Intent.DANGER} loading={pending} onClick={onConfirm}>
                  Decline the offer
                </Button>
              </>
            }
          />
        </>
      )}
    </Dialog>
  );
});
DeclineOfferDialog.displayName = 'DeclineOfferDialog';
