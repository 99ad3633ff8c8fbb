import { BriefcaseIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { EMPLOYMENT_TYPE_LABELS, PAY_FREQUENCY_LABELS, WORKING_TYPES, type EmploymentType } from '../../../src-domain/profile/profile-options';
import { FormField } from '../../shared/form-field';
import { FormState } from '../../shared/form-state';
import { DateField } from '../../shared/date-field';
import { MoneyField } from '../../shared/money-field';
import { SelectField, optionsOf } from '../../shared/select-field';
import { EMPLOYMENT_REQUIRED, employmentDtoOf, employmentValuesOf, validateEmployment, type EmploymentValues } from '../forms/employment.form';
import type { ProfileStore } from '../profile.store';
import { FormDialog } from './form-dialog';

/** Props of {@link EmploymentDialog}. */
export interface EmploymentDialogProps {
  store: ProfileStore;
  /** The record to edit; null adds one. */
  id: number | null;
}

const FIELDS = [
  'employment_type', 'employer_name', 'position', 'start_date', 'monthly_gross_income', 'monthly_net_income',
  'monthly_outgoings', 'pay_frequency', 'next_pay_date', 'employer_phone',
] as const;

/** Adds or edits an employment or income record; employer questions appear only for people who work. */
export const EmploymentDialog = observer(function EmploymentDialog({ store, id }: EmploymentDialogProps) {
  const employment = store.profile.employments.find((e) => e.id === id) ?? null;
  const submission = store.submission;
  const [form] = useState(() => new FormState<EmploymentValues>(employmentValuesOf(employment), validateEmployment, (field) => submission.clearField(field), EMPLOYMENT_REQUIRED));
  const errors = submission.fieldErrors;
  const pending = submission.pending;
  const working = WORKING_TYPES.includes(form.values.employment_type as EmploymentType);
  const selfEmployed = form.values.employment_type === 'self_employed';
  const currency = form.values.income_currency;
  return (
    <FormDialog
      title={employment ? 'Edit employment' : 'Add employment and income'}
      icon={<BriefcaseIcon />}
      intro="We use your income to check that repayments are affordable for you, never to lend more than you can manage."
      form={form}
      submission={submission}
      fields={FIELDS}
      onClose={() => store.close()}
      onValid={(values) => void store.saveEmployment(id, employmentDtoOf(values))}
    >
      <SelectField form={form} name="employment_type" label="Employment status" options={optionsOf(EMPLOYMENT_TYPE_LABELS)} serverErrors={errors} disabled={pending} />
      {working && (
        <>
          <div className="form-row">
            <FormField
              form={form}
              name="employer_name"
              label={selfEmployed ? 'Business name' : 'Employer'}
              autoComplete="organization"
              serverErrors={errors}
              disabled={pending}
            />
            <FormField form={form} name="position" label="Job title" autoComplete="organization-title" serverErrors={errors} disabled={pending} />
          </div>
          <div className="form-row">
            <DateField form={form} name="start_date" label="Started on" serverErrors={errors} disabled={pending} />
            <FormField
              form={form}
              name="employer_phone"
              label="Employer’s phone (optional)"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="e.g. 0161 496 0000"
              serverErrors={errors}
              disabled={pending}
            />
          </div>
        </>
      )}
      <div className="form-row">
        <MoneyField form={form} name="monthly_gross_income" label="Monthly income before tax" currency={currency} serverErrors={errors} disabled={pending} />
        <MoneyField form={form} name="monthly_net_income" label="Monthly take-home pay" currency={currency} serverErrors={errors} disabled={pending} />
      </div>
      <MoneyField
        form={form}
        name="monthly_outgoings"
        label="Monthly outgoings"
        currency={currency}
        helperText="Rent or mortgage, bills and other regular payments. We use it to make sure repayments stay affordable."
        serverErrors={errors}
        disabled={pending}
      />
      <SelectField form={form} name="pay_frequency" label="How often you are paid" options={optionsOf(PAY_FREQUENCY_LABELS)} serverErrors={errors} disabled={pending} />
      <DateField
        form={form}
        name="next_pay_date"
        label={working ? 'Next pay date' : 'Next payment date (optional)'}
        helperText="Short-term loans are repaid on your pay day."
        serverErrors={errors}
        disabled={pending}
      />
    </FormDialog>
  );
});
EmploymentDialog.displayName = 'EmploymentDialog';
