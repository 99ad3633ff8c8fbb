import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Offer } from '../../src-domain/agreements/offer.entity';
import { useFeatureStore } from '../app/stores.context';
import { activeBrand } from '../brand/brand.config';
import { DirectDebitStore } from '../direct-debit/direct-debit.store';
import { CheckboxField } from '../shared/checkbox-field';
import { FormField } from '../shared/form-field';
import { LinkButton } from '../shared/link-button';
import { OtpField } from '../shared/otp-field';
import { TitledCallout } from '../shared/titled-callout';
import type { OfferStore } from './offer.store';

/** Props of {@link SignStep}. */
export interface SignStepProps {
  store: OfferStore;
  offer: Offer;
  /** Signed: the page goes to the new loan. */
  onSigned: (loanId: number) => void;
}

/**
 * The last step: while anything locks the signature (the server's locks, or no live Direct Debit
 * mandate where the lender collects by one), what and how to sort it out; then the typed name,
 * the tick, the texted code and the signature. Whatever the server refuses is said under its field.
 */
export const SignStep = observer(function SignStep({ store, offer, onSigned }: SignStepProps) {
  const { form, signing, codeRequest, codeSent } = store;
  const directDebit = useFeatureStore(DirectDebitStore);
  const collectsByDirectDebit = store.steps.includes('direct-debit');
  useEffect(() => {
    if (collectsByDirectDebit) void directDebit.load();
  }, [directDebit, collectsByDirectDebit]);
  const busy = signing.pending || codeRequest.pending;
  // The server refuses the signature without a live mandate too (409 mandate_required); this says so first.
  const mandateMissing = collectsByDirectDebit && directDebit.needsMandate;
  if (collectsByDirectDebit && directDebit.setup.value === null && directDebit.setup.loading) return <Spinner size={24} aria-label="Checking your Direct Debit" />;
  if (offer.locks.length > 0 || mandateMissing) {
    return (
      <TitledCallout intent={Intent.WARNING} title="Before you can sign" className="offer-locks">
        <ul className="offer-locks__list">
          {mandateMissing && (
            <li>
              <p>Set up your Direct Debit first: we collect your payments by Direct Debit, so the agreement needs one.</p>
              <Button intent={Intent.PRIMARY} onClick={() => void store.goTo('direct-debit')}>
                Set up your Direct Debit
              </Button>
            </li>
          )}
          {offer.locks.map((lock) => (
            <li key={lock.code}>
              <p>{lock.message}</p>
              {lock.code === 'pre_contract' ? (
                <Button intent={Intent.PRIMARY} onClick={() => void store.goTo('pre-contract')}>
                  Open the pre-contract information
                </Button>
              ) : (
                lock.action && <LinkButton to={lock.action.path}>{lock.action.label}</LinkButton>
              )}
            </li>
          ))}
        </ul>
      </TitledCallout>
    );
  }
  const fieldErrors = signing.fieldErrors;
  const formError = signing.error && Object.keys(fieldErrors).length === 0 ? signing.error : null;
  return (
    <form
      className="sign-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void store.sign().then((loanId) => loanId !== null && onSigned(loanId));
      }}
    >
      <p>
        Signing makes the agreement binding on you and on us. We sign it for {activeBrand.name} as soon as you do, pay the money to your bank account, and give you a
        copy to keep.
      </p>
      {formError && (
        <Callout intent={Intent.DANGER} className="sign-form__error" role="alert">
          {formError}
        </Callout>
      )}
      <FormField
        form={form}
        name="full_name"
        label="Your full name"
        autoComplete="name"
        helperText="As it is on your profile, middle names optional."
        serverErrors={fieldErrors}
        disabled={signing.pending}
      />
      <CheckboxField form={form} name="agree" label="I have read this agreement and agree to be bound by it" serverErrors={fieldErrors} disabled={signing.pending} />
      {codeRequest.error && (
        <Callout intent={Intent.WARNING} className="sign-form__error" role="alert">
          {codeRequest.error}
        </Callout>
      )}
      {codeSent ? (
        <>
          <p className="sign-form__sent" role="status">
            We have texted a 6-digit code to {codeSent.phoneMasked}. It works for {Math.round(codeSent.expiresInSeconds / 60)} minutes.
          </p>
          <OtpField form={form} name="code" label="Code from the text message" serverErrors={fieldErrors} disabled={signing.pending} autoFocus />
          <div className="sign-form__actions">
            <Button type="submit" size="large" intent={Intent.PRIMARY} loading={signing.pending} disabled={busy && !signing.pending}>
              Sign and get the money
            </Button>
            <Button size="large" variant="minimal" loading={codeRequest.pending} disabled={signing.pending} onClick={() => void store.requestCode()}>
              Text me a new code
            </Button>
          </div>
        </>
      ) : (
        <div className="sign-form__actions">
          <Button size="large" intent={Intent.PRIMARY} loading={codeRequest.pending} onClick={() => void store.requestCode()}>
            Text me a code
          </Button>
          {offer.signing.phoneMasked && <span className="muted">to {offer.signing.phoneMasked}</span>}
        </div>
      )}
    </form>
  );
});
SignStep.displayName = 'SignStep';
