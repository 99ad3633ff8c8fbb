import { Button, Intent } from '@blueprintjs/core';
import { TickIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { RegistrationBasicsDto } from '../../../src-domain/auth/registration/registration.dtos';
import type { FieldErrors } from '../../../src-domain/shared/errors';
import { fieldErrorsOf } from '../../../src-domain/shared/validation/validate-input';
import { useFeatureStore } from '../../app/stores.context';
import { DatePartsField } from '../../shared/date-parts-field';
import { FormField } from '../../shared/form-field';
import { FormState } from '../../shared/form-state';
import { usePageTitle } from '../../shared/page-title';
import { AuthForm } from '../auth-form';
import { RegistrationStepFrame } from './registration-step';
import { RegistrationStore } from './registration.store';

/** What step 3 holds, exactly as typed (the date in three boxes). */
export interface BasicsValues extends Record<string, string> {
  first_name: string;
  last_name: string;
  dob_day: string;
  dob_month: string;
  dob_year: string;
}

/** `3`, `7`, `1990` → `1990-07-03`; anything incomplete stays visibly wrong for the rule to refuse. */
export function isoDateOf(day: string, month: string, year: string): string {
  if (!day.trim() && !month.trim() && !year.trim()) return '';
  return `${year.trim().padStart(4, '0')}-${month.trim().padStart(2, '0')}-${day.trim().padStart(2, '0')}`;
}

/** Step 3's values as the use-case's input, without the token. */
export function basicsOf(values: BasicsValues): Omit<RegistrationBasicsDto, 'registration_token'> {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    date_of_birth: isoDateOf(values.dob_day, values.dob_month, values.dob_year),
  };
}

const FIELDS = ['first_name', 'last_name', 'date_of_birth', 'registration_token'] as const;

const BasicsForm = observer(function BasicsForm() {
  const registration = useFeatureStore(RegistrationStore);
  const submission = registration.basicsForm;
  const [form] = useState(
    () =>
      new FormState<BasicsValues>(
        { first_name: '', last_name: '', dob_day: '', dob_month: '', dob_year: '' },
        async (values) => {
          const { date_of_birth: date, ...rest }: FieldErrors = await fieldErrorsOf(RegistrationBasicsDto, {
            ...basicsOf(values),
            registration_token: registration.progress?.registrationToken ?? '-',
          });
          return date ? { ...rest, dob_day: date } : rest;
        },
        (field) => submission.clearField(field.startsWith('dob_') ? 'date_of_birth' : field),
      ),
  );
  const pending = submission.pending;
  const errors = submission.fieldErrors;
  return (
    <>
      <p className="auth-page__lead muted">Last step. Your name as it appears on your ID, so that agreements and checks match you.</p>
      <AuthForm label="About you" form={form} submission={submission} fields={FIELDS} onValid={(values) => void registration.completeBasics(basicsOf(values))}>
        <div className="form-row">
          <FormField form={form} name="first_name" label="First name" autoComplete="given-name" serverErrors={errors} disabled={pending} autoFocus />
          <FormField form={form} name="last_name" label="Last name" autoComplete="family-name" serverErrors={errors} disabled={pending} />
        </div>
        <DatePartsField
          form={form}
          names={['dob_day', 'dob_month', 'dob_year']}
          legend="Date of birth"
          hint="For example 27 3 1990. You must be 18 or older to borrow."
          serverName="date_of_birth"
          serverErrors={errors}
          autoComplete={['bday-day', 'bday-month', 'bday-year']}
          disabled={pending}
        />
        <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={pending} disabled={pending} icon={<TickIcon />}>
          Open my account
        </Button>
      </AuthForm>
    </>
  );
});

/** /auth/basics: step 3 of the v2 registration; opens the account and signs the borrower in. */
export const BasicsPage = observer(function BasicsPage() {
  usePageTitle('About you');
  return (
    <RegistrationStepFrame step="basics" title="About you">
      <BasicsForm />
    </RegistrationStepFrame>
  );
});
BasicsPage.displayName = 'BasicsPage';
