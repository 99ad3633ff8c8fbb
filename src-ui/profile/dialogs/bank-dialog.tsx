import { BankAccountIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { fullName } from '../../../src-domain/auth/user.entity';
import { SUPPORTED_CURRENCIES } from '../../../src-domain/shared/money';
import { useStores } from '../../app/stores.context';
import { activeBrand } from '../../brand/brand.config';
import { CheckboxField } from '../../shared/checkbox-field';
import { FormField } from '../../shared/form-field';
import { FormState } from '../../shared/form-state';
import { SelectField } from '../../shared/select-field';
import { BANK_REQUIRED, bankDtoOf, bankValuesOf, validateBank, type BankValues } from '../forms/bank.form';
import type { ProfileStore } from '../profile.store';
import { FormDialog } from './form-dialog';

/** Props of {@link BankDialog}. */
export interface BankDialogProps {
  store: ProfileStore;
  /** The account to edit; null adds one. */
  id: number | null;
}

const FIELDS = ['bank_name', 'account_holder', 'account_number', 'routing_code', 'currency', 'is_primary'] as const;
const CURRENCY_OPTIONS = SUPPORTED_CURRENCIES.map((code) => ({ value: code, label: code }));

/** Adds or edits a bank account. The number is never shown again after saving, only its last four characters. */
export const BankDialog = observer(function BankDialog({ store, id }: BankDialogProps) {
  const { auth } = useStores();
  const bank = store.profile.banks.find((b) => b.id === id) ?? null;
  const updating = bank !== null;
  const uk = activeBrand.bankDetails === 'uk';
  const submission = store.submission;
  const [form] = useState(
    () =>
      new FormState<BankValues>(
        bankValuesOf(bank, store.profile.banks.length === 0, auth.user ? fullName(auth.user) : ''),
        validateBank(updating, uk ? 'uk' : 'international'),
        (field) => submission.clearField(field),
        // A UK account always has a sort code; the number is only re-entered to change it.
        new Set([...BANK_REQUIRED, ...(uk ? ['routing_code'] : [])].filter((field) => !(updating && field === 'account_number'))),
      ),
  );
  const errors = submission.fieldErrors;
  const pending = submission.pending;
  return (
    <FormDialog
      title={updating ? 'Edit bank account' : 'Add a bank account'}
      icon={<BankAccountIcon />}
      intro="The account must be in your name. We pay your loan into it and collect repayments from it."
      form={form}
      submission={submission}
      fields={FIELDS}
      onClose={() => store.close()}
      onValid={(values) => void store.saveBank(id, bankDtoOf(values, updating))}
    >
      <FormField form={form} name="bank_name" label="Bank" autoComplete="off" serverErrors={errors} disabled={pending} />
      <FormField form={form} name="account_holder" label="Name on the account" autoComplete="name" serverErrors={errors} disabled={pending} />
      <div className="form-row">
        <FormField
          form={form}
          name="account_number"
          label={uk ? (updating ? 'Account number (to change it)' : 'Account number') : updating ? 'Account number or IBAN (to change it)' : 'Account number or IBAN'}
          inputMode={uk ? 'numeric' : 'text'}
          autoComplete="off"
          placeholder={uk ? 'e.g. 31926819' : undefined}
          helperText={updating ? `Leave blank to keep ${bank?.accountNumberMasked}.` : uk ? '8 digits. We show only the last four after saving.' : 'We show only the last four characters after saving.'}
          serverErrors={errors}
          disabled={pending}
        />
        <FormField
          form={form}
          name="routing_code"
          label={uk ? 'Sort code' : 'Sort code or routing number'}
          inputMode={uk ? 'numeric' : 'text'}
          autoComplete="off"
          placeholder={uk ? 'e.g. 60-16-13' : undefined}
          helperText={uk ? '6 digits, on your bank card or statement.' : 'Not needed with an IBAN.'}
          serverErrors={errors}
          disabled={pending}
        />
      </div>
      {/* A UK lender pays and collects in pounds: nothing to choose. */}
      {!uk && <SelectField form={form} name="currency" label="Currency" options={CURRENCY_OPTIONS} serverErrors={errors} disabled={pending} />}
      <CheckboxField
        form={form}
        name="is_primary"
        label="Pay my loans into this account and collect repayments from it"
        serverErrors={errors}
        disabled={pending || bank?.isPrimary === true}
      />
    </FormDialog>
  );
});
BankDialog.displayName = 'BankDialog';
