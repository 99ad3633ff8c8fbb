import { PersonIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { EDUCATION_LABELS, GENDER_LABELS, MARITAL_STATUS_LABELS } from '../../../src-domain/profile/profile-options';
import { useStores } from '../../app/stores.context';
import { FormField } from '../../shared/form-field';
import { FormState } from '../../shared/form-state';
import { DateField } from '../../shared/date-field';
import { SelectField, optionsOf } from '../../shared/select-field';
import { detailsDtoOf, detailsRequired, detailsValuesOf, validateDetails, type DetailsValues } from '../forms/details.form';
import { COUNTRY_OPTIONS } from './countries';
import { FormDialog } from './form-dialog';
import type { ProfileStore } from '../profile.store';
import { activeBrand } from '../../brand/brand.config';
import type { OptionalQuestion } from '../../../src-domain/profile/profile-policy';

/** Props of {@link DetailsDialog}. */
export interface DetailsDialogProps {
  store: ProfileStore;
}

const FIELDS = ['first_name', 'middle_name', 'last_name', 'date_of_birth', 'national_id', 'gender', 'marital_status', 'dependants', 'education', 'nationality'] as const;

/** "Gender (optional)" unless this lender requires the answer. */
function optionalLabel(label: string, question: OptionalQuestion): string {
  return activeBrand.requiredProfileQuestions.includes(question) ? label : `${label} (optional)`;
}

/** Adds or edits the borrower's personal details. */
export const DetailsDialog = observer(function DetailsDialog({ store }: DetailsDialogProps) {
  const { auth } = useStores();
  const details = store.profile.details;
  const updating = details !== null;
  const submission = store.submission;
  const [form] = useState(() => new FormState<DetailsValues>(detailsValuesOf(details, auth.user), validateDetails(updating), (field) => submission.clearField(field), detailsRequired(updating)));
  const errors = submission.fieldErrors;
  const pending = submission.pending;
  return (
    <FormDialog
      title={updating ? 'Edit personal details' : 'Add personal details'}
      icon={<PersonIcon />}
      intro="As they appear on your passport or driving licence. We use them to confirm who you are."
      form={form}
      submission={submission}
      fields={FIELDS}
      onClose={() => store.close()}
      onValid={(values) => void store.saveDetails(detailsDtoOf(values, updating))}
    >
      <div className="form-row">
        <FormField form={form} name="first_name" label="First name" autoComplete="given-name" serverErrors={errors} disabled={pending} />
        <FormField form={form} name="middle_name" label="Middle name (optional)" autoComplete="additional-name" serverErrors={errors} disabled={pending} />
      </div>
      <FormField form={form} name="last_name" label="Last name" autoComplete="family-name" serverErrors={errors} disabled={pending} />
      <div className="form-row">
        <DateField form={form} name="date_of_birth" label="Date of birth" autoComplete="bday" serverErrors={errors} disabled={pending} />
        <FormField
          form={form}
          name="national_id"
          label={updating ? `${activeBrand.nationalIdName} (to change it)` : activeBrand.nationalIdName}
          autoComplete="off"
          placeholder={`e.g. ${activeBrand.nationalIdExample}`}
          helperText={updating ? `Leave blank to keep ${details?.nationalIdMasked}.` : 'On your payslip, P60 or letters from HMRC.'}
          serverErrors={errors}
          disabled={pending}
        />
      </div>
      <div className="form-row">
        <SelectField form={form} name="gender" label={optionalLabel('Gender', 'gender')} options={optionsOf(GENDER_LABELS)} serverErrors={errors} disabled={pending} />
        <SelectField form={form} name="marital_status" label="Marital status" options={optionsOf(MARITAL_STATUS_LABELS)} serverErrors={errors} disabled={pending} />
      </div>
      <div className="form-row">
        <FormField
          form={form}
          name="dependants"
          label="Dependants"
          inputMode="numeric"
          autoComplete="off"
          helperText="People who rely on your income."
          serverErrors={errors}
          disabled={pending}
        />
        <SelectField form={form} name="education" label={optionalLabel('Highest education', 'education')} options={optionsOf(EDUCATION_LABELS)} serverErrors={errors} disabled={pending} />
      </div>
      <SelectField form={form} name="nationality" label="Nationality" options={COUNTRY_OPTIONS} serverErrors={errors} disabled={pending} />
    </FormDialog>
  );
});
DetailsDialog.displayName = 'DetailsDialog';
