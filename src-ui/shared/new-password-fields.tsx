import { observer } from 'mobx-react-lite';
import type { FieldErrors } from '../../src-domain/shared/errors';
import { FormField } from './form-field';
import type { FormState, FormValues } from './form-state';
import { PasswordHint } from './password-hint';

type NewPasswordValues = FormValues & { password: string; password_confirmation: string };

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  form: FormState<T>;
  serverErrors?: FieldErrors;
  /** @default false */
  disabled?: boolean;
  /** Words of the person (names, the e-mail's local part) the password should not lean on. */
  personal: readonly string[];
  /** @default "Password" */
  label?: string;
  /** @default "Confirm password" */
  confirmLabel?: string;
  /** @default false */
  autoFocus?: boolean;
}

/** A new password with its strength hint, then its confirmation: the pair every password form asks for. */
export const NewPasswordFields = observer(function NewPasswordFields<T extends NewPasswordValues>(props: NewPasswordFieldsProps<T>) {
  const { form, serverErrors, disabled } = props;
  return (
    <>
      <FormField
        form={form}
        name="password"
        label={props.label ?? 'Password'}
        type="password"
        autoComplete="new-password"
        serverErrors={serverErrors}
        disabled={disabled}
        revealable
        autoFocus={props.autoFocus}
      />
      <PasswordHint password={form.values.password} personal={props.personal} />
      <FormField
        form={form}
        name="password_confirmation"
        label={props.confirmLabel ?? 'Confirm password'}
        type="password"
        autoComplete="new-password"
        serverErrors={serverErrors}
        disabled={disabled}
        revealable
      />
    </>
  );
});
NewPasswordFields.displayName = 'NewPasswordFields';
