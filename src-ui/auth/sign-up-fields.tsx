import { Link } from 'react-router-dom';
import type { FieldErrors } from '../../src-domain/shared/errors';
import { CheckboxField } from '../shared/checkbox-field';
import { FormField } from '../shared/form-field';
import type { FormState, FormValues } from '../shared/form-state';

/** The values the shared sign-up fields need in their form. */
type SignUpValues = FormValues & { phone: string; terms: boolean };

/** Props of the fields both sign-up forms (v1 and the v2 first step) share. */
export interface SignUpFieldProps<T extends SignUpValues> {
  /** A form with `phone` and `terms` among its values. */
  form: FormState<T>;
  serverErrors?: FieldErrors;
  /** @default false */
  disabled?: boolean;
}

/** The mobile number a code is texted to, typed the UK way or with a country code. */
export function MobilePhoneField<T extends SignUpValues>({ form, serverErrors, disabled }: SignUpFieldProps<T>) {
  return (
    <FormField
      form={form}
      name="phone"
      label="Mobile phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="e.g. 07700 900123"
      helperText="We will text you a code. A number abroad starts with its country code, e.g. +33."

      serverErrors={serverErrors}
      disabled={disabled}
    />
  );
}
MobilePhoneField.displayName = 'MobilePhoneField';

/** Consent to the terms and the privacy notice, each opening in a new tab so nothing typed is lost. */
export function TermsField<T extends SignUpValues>({ form, serverErrors, disabled }: SignUpFieldProps<T>) {
  return (
    <CheckboxField
      form={form}
      name="terms"
      serverErrors={serverErrors}
      disabled={disabled}
      label={
        <>
          I have read and accept the{' '}
          <Link to="/terms" target="_blank" rel="noopener">
            terms
          </Link>{' '}
          and the{' '}
          <Link to="/privacy-policy" target="_blank" rel="noopener">
            privacy notice
          </Link>
          .
        </>
      }
    />
  );
}
TermsField.displayName = 'TermsField';
