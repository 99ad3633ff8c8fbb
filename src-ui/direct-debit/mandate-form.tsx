import { Button, Callout, FormGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { BankAccount } from '../../src-domain/profile/bank-account.entity';
import { DocumentBlocksView } from '../agreements/document-blocks.view';
import { activeBrand } from '../brand/brand.config';
import { CheckboxField } from '../shared/checkbox-field';
import { LinkButton } from '../shared/link-button';
import type { DirectDebitStore } from './direct-debit.store';
import { bankAccountLine, isMandateAccount } from './mandate-parts';

/** Where the borrower adds a bank account to their profile. */
export const ADD_BANK_ACCOUNT_PATH = '/dashboard/my-details';

/** Props of {@link MandateForm}. */
export interface MandateFormProps {
  store: DirectDebitStore;
  /** The borrower's profile accounts, primary first. */
  banks: readonly BankAccount[];
  /** The submit button's words. */
  submitLabel: string;
  /** Called once the bank has the new instruction. */
  onDone?: () => void;
  /** A second button beside the submit (e.g. "Keep the current account"). */
  onCancel?: () => void;
}

/**
 * Choose a profile account, read the Direct Debit Guarantee (the server's words, rendered as the
 * pre-contract information is), confirm the account is yours to authorise alone, and submit.
 * Whatever the server refuses is said under its field; the choice stays as made.
 */
export const MandateForm = observer(function MandateForm({ store, banks, submitLabel, onDone, onCancel }: MandateFormProps) {
  const { form, submission } = store;
  const guarantee = store.setup.value?.guarantee ?? null;
  const chooserId = useId();
  const bankError = form.errorOf('bank_id') ?? submission.fieldErrors.bank_id?.[0];
  const formError = submission.error && Object.keys(submission.fieldErrors).length === 0 ? submission.error : null;
  if (banks.length === 0) {
    return (
      <Callout intent={Intent.WARNING} className="mandate-form__no-account">
        <p>Add the bank account your payments should be collected from to your profile first. It must be a UK account in your name.</p>
        <LinkButton to={ADD_BANK_ACCOUNT_PATH} intent={Intent.PRIMARY}>
          Add a bank account
        </LinkButton>
      </Callout>
    );
  }
  return (
    <form
      className="mandate-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void store.setUp().then((done) => done && onDone?.());
      }}
    >
      {formError && (
        <Callout intent={Intent.DANGER} role="alert">
          {formError}
        </Callout>
      )}
      <FormGroup
        intent={bankError ? Intent.DANGER : Intent.NONE}
        helperText={bankError ? <span id={`${chooserId}-error`} role="alert">{bankError}</span> : undefined}
      >
        <RadioGroup
          label="Collect the payments from"
          name="bank_id"
          className="mandate-form__accounts"
          selectedValue={form.values.bank_id}
          disabled={submission.pending}
          onChange={(event) => form.change('bank_id', event.currentTarget.value)}
        >
          {banks.map((bank) => (
            <Radio key={bank.id} value={String(bank.id)} aria-describedby={bankError ? `${chooserId}-error` : undefined}>
              <span className="mandate-form__account">
                <strong>{bank.accountHolder}</strong>
                <span>{bankAccountLine(bank)}</span>
                {isMandateAccount(store.mandate, bank) && <span className="muted">Your Direct Debit is on this account now</span>}
              </span>
            </Radio>
          ))}
        </RadioGroup>
      </FormGroup>
      {/* Below the chooser's message, so a refusal sits right under the accounts it is about. */}
      <LinkButton to={ADD_BANK_ACCOUNT_PATH} variant="minimal" size="small" className="mandate-form__add">
        Add another account
      </LinkButton>
      {guarantee && (
        <section className="mandate-form__guarantee" aria-label="The Direct Debit Guarantee" tabIndex={0}>
          <DocumentBlocksView blocks={guarantee.blocks} topLevel={3} />
        </section>
      )}
      <CheckboxField
        form={form}
        name="sole_authority"
        label="The account is in my name and I can authorise Direct Debits from it on my own"
        hint={`If the account needs more than one person to authorise a Direct Debit, call us on ${activeBrand.contact.phone} instead.`}
        serverErrors={submission.fieldErrors}
        disabled={submission.pending}
      />
      <div className="mandate-form__actions">
        <Button type="submit" size="large" intent={Intent.PRIMARY} loading={submission.pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="large" variant="minimal" disabled={submission.pending} onClick={onCancel}>
            Keep the current account
          </Button>
        )}
      </div>
    </form>
  );
});
MandateForm.displayName = 'MandateForm';
