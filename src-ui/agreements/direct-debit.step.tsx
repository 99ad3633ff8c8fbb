import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useFeatureStore } from '../app/stores.context';
import { DirectDebitStore } from '../direct-debit/direct-debit.store';
import { MandateForm } from '../direct-debit/mandate-form';
import { MandateFacts } from '../direct-debit/mandate-parts';
import { ProfileStore } from '../profile/profile.store';
import { TitledCallout } from '../shared/titled-callout';
import type { OfferStore } from './offer.store';

/** Props of {@link DirectDebitStep}. */
export interface DirectDebitStepProps {
  offerStore: OfferStore;
}

/**
 * The step before signing where the lender collects by Direct Debit: choose the profile account,
 * read the Direct Debit Guarantee, confirm, and see the mandate reference. Signing stays locked
 * until a live mandate is in place; a signature refused for want of one brings the borrower back here.
 */
export const DirectDebitStep = observer(function DirectDebitStep({ offerStore }: DirectDebitStepProps) {
  const store = useFeatureStore(DirectDebitStore);
  const profile = useFeatureStore(ProfileStore);
  const [changing, setChanging] = useState(false);
  const refused = offerStore.mandateRequired;
  useEffect(() => {
    // After a refused signature the mandate on record may be out of date (cancelled meanwhile): read it again.
    void store.load(refused);
    void profile.load();
  }, [store, profile, refused]);

  const failure = (!store.setup.value && store.setup.error) || (profile.status === 'error' ? profile.error : null);
  if (failure) {
    return (
      <TitledCallout intent={Intent.WARNING} title="We could not show your Direct Debit">
        <p>{failure}</p>
        <Button text="Try again" onClick={() => void Promise.all([store.load(true), profile.load(true)])} />
      </TitledCallout>
    );
  }
  if (!store.setup.value || !profile.loaded) return <Spinner size={24} aria-label="Loading your Direct Debit" />;

  const mandate = store.mandate;
  const live = store.hasLiveMandate;
  return (
    <div className="direct-debit-step">
      {refused && !live && (
        <Callout intent={Intent.WARNING} role="alert">
          We could not take your signature yet: we collect your payments by Direct Debit, so set it up here first, then sign.
        </Callout>
      )}
      <p>
        We collect your payments by Direct Debit. Choose the account to collect from, read the Direct Debit Guarantee, and confirm. We tell you the amount and date of each
        payment a few working days before we collect it.
      </p>
      {live && mandate && !changing ? (
        <Callout intent={Intent.SUCCESS} className="direct-debit-step__done">
          <p role="status">
            {store.justSetUp && !store.keptAsItWas
              ? 'Your Direct Debit is set up. Your bank will show this mandate reference beside each payment.'
              : 'Your Direct Debit is already set up.'}
          </p>
          <MandateFacts mandate={mandate} />
          <Button
            className="direct-debit-step__change"
            variant="outlined"
            onClick={() => {
              store.startOver();
              setChanging(true);
            }}
          >
            Use another account
          </Button>
        </Callout>
      ) : (
        <MandateForm
          store={store}
          banks={profile.profile.banks}
          submitLabel="Set up Direct Debit"
          onDone={() => setChanging(false)}
          onCancel={live ? () => setChanging(false) : undefined}
        />
      )}
    </div>
  );
});
DirectDebitStep.displayName = 'DirectDebitStep';
