import { Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { SubmissionState } from './auth.store';
import type { FormState, FormValues } from '../shared/form-state';
import { submitHandler } from '../shared/submit-handler';

/** Props of {@link AuthForm}. */
export interface AuthFormProps<T extends FormValues> {
  /** Accessible name of the form. */
  label: string;
  form: FormState<T>;
  submission: SubmissionState;
  /** Called with the values once the client-side rules pass. */
  onValid: (values: T) => void;
  /** Fields shown by this form (server errors for other keys are shown above the form). */
  fields: readonly (keyof T & string)[];
  children: ReactNode;
}

/**
 * A form that validates everything on submit, moves focus to the first field with an error and
 * shows the server's verdict; the values stay exactly as typed whatever happens.
 */
export const AuthForm = observer(function AuthForm<T extends FormValues>(props: AuthFormProps<T>) {
  const { form, submission, fields } = props;
  const onSubmit = submitHandler(form, submission, props.onValid);
  const serverFieldShown = fields.some((field) => submission.fieldErrors[field]?.length);
  return (
    <form aria-label={props.label} noValidate onSubmit={onSubmit} className="auth-form">
      {submission.error && !serverFieldShown && (
        <Callout intent={Intent.DANGER} role="alert" className="auth-form__error">
          {submission.error}
        </Callout>
      )}
      {props.children}
    </form>
  );
});
AuthForm.displayName = 'AuthForm';
