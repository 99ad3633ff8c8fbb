import { Button, Callout, Card, Classes, Dialog, DialogBody, Elevation, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { paymentsOnPreviousAccountWords } from '../../src-domain/collections/previous-account-words';
import type { Mandate } from '../../src-domain/direct-debit/mandate.entity';
import type { Loan } from '../../src-domain/loans/loan.entity';
import { useFeatureStore, useStores } from '../app/stores.context';
import { activeBrand, type BrandConfig } from '../brand/brand.config';
import { DirectDebitStore } from '../direct-debit/direct-debit.store';
import { MandateForm } from '../direct-debit/mandate-form';
import { MandateFacts } from '../direct-debit/mandate-parts';
import { ProfileStore } from '../profile/profile.store';

/** Props of {@link DirectDebitCard}. */
export interface DirectDebitCardProps {
  /** The loan on the page: the card shows while it is being repaid. */
  loan: Pick<Loan, 'status'>;
  /** @default activeBrand */
  brand?: BrandConfig;
}

/**
 * The borrower's Direct Debit on the loan page: the mandate reference, the account it is on and
 * its status, and "Change account" (a new instruction on another profile account; the old one is
 * cancelled). Nothing where the lender collects by transfer, or once the loan is no longer repaid.
 */
export const DirectDebitCard = observer(function DirectDebitCard({ loan, brand = activeBrand }: DirectDebitCardProps) {
  const store = useFeatureStore(DirectDebitStore);
  const shown = brand.repayments.collectionMethod === 'direct_debit' && loan.status === 'active';
  const [changing, setChanging] = useState(false);
  useEffect(() => {
    if (shown) void store.load(true);
  }, [store, shown]);
  // The server collects by transfer after all (its COLLECTION_METHOD overrides): there is no mandate to show.
  if (!shown || store.setup.value?.method === 'transfer') return null;

  const mandate = store.mandate;
  const live = store.hasLiveMandate;
  return (
    <Card elevation={Elevation.ONE} className="dashboard__card direct-debit-card" aria-labelledby="direct-debit-title">
      <h2 id="direct-debit-title" className="dashboard__section-title">
        Your Direct Debit
      </h2>
      {store.setup.error && !store.setup.value ? (
        <Callout intent={Intent.WARNING}>
          <p>{store.setup.error}</p>
          <Button text="Try again" onClick={() => void store.load(true)} />
        </Callout>
      ) : !store.setup.value ? (
        <Spinner size={24} aria-label="Loading your Direct Debit" />
      ) : (
        <>
          {!live && (
            <Callout intent={Intent.WARNING} className="direct-debit-card__missing">
              {mandate ? 'This Direct Debit no longer collects your payments.' : 'There is no Direct Debit for your payments yet.'} Set one up on one of your accounts so that
              each payment is collected on its date.
            </Callout>
          )}
          {mandate && live && <PreviousAccountNote mandate={mandate} />}
          {mandate && <MandateFacts mandate={mandate} />}
          <div className="direct-debit-card__actions">
            <Button
              onClick={() => {
                store.startOver();
                setChanging(true);
              }}
            >
              {live ? 'Change account' : 'Set up Direct Debit'}
            </Button>
          </div>
        </>
      )}
      <ChangeAccountDialog store={store} open={changing} replacing={live} onClose={() => setChanging(false)} />
    </Card>
  );
});
DirectDebitCard.displayName = 'DirectDebitCard';

/** Payments the bank already had on the old account when the borrower changed it: where they come from, and from when the new account pays. */
function PreviousAccountNote({ mandate }: { mandate: Mandate }) {
  const words = paymentsOnPreviousAccountWords(mandate.onPreviousAccount, mandate.accountLast4);
  return words ? (
    <Callout intent={Intent.PRIMARY} className="direct-debit-card__previous">
      {words}
    </Callout>
  ) : null;
}

/** Props of {@link ChangeAccountDialog}. */
interface ChangeAccountDialogProps {
  store: DirectDebitStore;
  open: boolean;
  /** True when a live mandate is being moved (the old one is cancelled), false when one is set up afresh. */
  replacing: boolean;
  onClose: () => void;
}

/** Choose another profile account, confirm, and read the new mandate reference. */
const ChangeAccountDialog = observer(function ChangeAccountDialog({ store, open, replacing, onClose }: ChangeAccountDialogProps) {
  const { ui } = useStores();
  const profile = useFeatureStore(ProfileStore);
  useEffect(() => {
    if (open) void profile.load();
  }, [open, profile]);
  const pending = store.submission.pending;
  const done = store.justSetUp;
  return (
    <Dialog
      isOpen={open}
      title={
        done
          ? store.keptAsItWas
            ? 'Your Direct Debit stays as it is'
            : 'Your Direct Debit is on the new account'
          : replacing
            ? 'Change the account for your Direct Debit'
            : 'Set up your Direct Debit'
      }
      onClose={pending ? undefined : onClose}
      canOutsideClickClose={!pending}
      canEscapeKeyClose={!pending}
      className={`direct-debit-dialog ${ui.isDark ? Classes.DARK : ''}`}
    >
      <DialogBody>
        {done ? (
          <>
            {store.keptAsItWas ? (
              <p role="status">Your Direct Debit is already on this account, so nothing has changed. Its mandate reference is still {done.reference}.</p>
            ) : (
              <p role="status" className="direct-debit-dialog__status">
                Your new mandate reference is <strong className="mandate-facts__reference">{done.reference}</strong>.{' '}
                {!replacing
                  ? 'We collect your payments from this account.'
                  : (paymentsOnPreviousAccountWords(done.onPreviousAccount, done.accountLast4) ??
                    'We have asked your bank to cancel the old Direct Debit; from now on we collect from this account.')}
              </p>
            )}
            <MandateFacts mandate={done} />
            <div className="direct-debit-card__actions">
              <Button size="large" intent={Intent.PRIMARY} onClick={onClose} autoFocus>
                Done
              </Button>
            </div>
          </>
        ) : profile.status === 'error' ? (
          <Callout intent={Intent.WARNING}>
            <p>{profile.error}</p>
            <Button text="Try again" onClick={() => void profile.load(true)} />
          </Callout>
        ) : !profile.loaded ? (
          <Spinner size={24} aria-label="Loading your bank accounts" />
        ) : (
          <MandateForm store={store} banks={profile.profile.banks} submitLabel={replacing ? 'Move my Direct Debit' : 'Set up Direct Debit'} />
        )}
      </DialogBody>
    </Dialog>
  );
});
