import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { FieldErrors } from '../../src-domain/shared/errors';
import type { FormState, FormValues } from './form-state';
import { OtpInput } from './otp-input';

/** Props of {@link OtpField}. */
export interface OtpFieldProps<T extends FormValues> {
  /** The form the code belongs to. */
  form: FormState<T>;
  /** The code's key in the form (and in the DTO), e.g. `otp` or `code`. */
  name: keyof T & string;
  /** Visible label of the boxes. */
  label: ReactNode;
  /** Guidance under the boxes while there is no error. */
  helperText?: ReactNode;
  /** The server's 422 messages; the entry for `name` is shown under the boxes. */
  serverErrors?: FieldErrors;
  /** @default false */
  disabled?: boolean;
  /** @default false */
  autoFocus?: boolean;
}

/**
 * A 6-digit code wired to a {@link FormState}: digits typed are input (re-checked only once an
 * error shows), a complete code is a committed change and leaving the boxes is a blur (spec §5).
 */
export const OtpField = observer(function OtpField<T extends FormValues>(props: OtpFieldProps<T>) {
  const { form, name, serverErrors } = props;
  const value = form.values[name];
  return (
    <OtpInput
      name={name}
      label={props.label}
      helperText={props.helperText}
      value={typeof value === 'string' ? value : ''}
      error={form.errorOf(name) ?? serverErrors?.[name]?.[0]}
      disabled={props.disabled}
      autoFocus={props.autoFocus}
      onChange={(next) => form.input(name, next as T[typeof name])}
      onComplete={(code) => form.change(name, code as T[typeof name])}
      onBlur={() => form.blur(name)}
    />
  );
});
OtpField.displayName = 'OtpField';
