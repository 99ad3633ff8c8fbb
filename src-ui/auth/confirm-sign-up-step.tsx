import { Button, Callout, H1, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmSignUpDto } from '../../src-domain/auth/sign-up/confirm-sign-up.dto';
import { VERIFY_PATH } from '../../src-domain/auth/route-access.policy';
import { fieldErrorsOf } from '../../src-domain/shared/validation/validate-input';
import { useStores } from '../app/stores.context';
import { FormField } from '../shared/form-field';
import { FormState } from '../shared/form-state';
import { AuthForm } from './auth-form';

interface PasswordValues extends Record<string, string> {
  password: string;
}

const FIELDS = ['password'] as const;

/**
 * /auth/sign-up#confirm=…, the link of the sign-up e-mail: the password chosen on the form opens the
 * account (the link alone does not, so nobody can open one in someone else's name). The route guard
 * then takes the new borrower on to confirming the phone.
 */
export const ConfirmSignUpStep = observer(function ConfirmSignUpStep({ token }: { token: string }) {
  const { auth } = useStores();
  const submission = auth.confirmSignUpForm;
  const [form] = useState(
    () =>
      new FormState<PasswordValues>(
        { password: '' },
        (values) => fieldErrorsOf(ConfirmSignUpDto, { token, password: values.password }),
        (field) => submission.clearField(field),
      ),
  );
  const pending = submission.pending;
  const linkProblem = submission.fieldErrors.token?.[0];
  return (
    <>
      <H1 className="auth-page__title">Finish opening your account</H1>
      <p className="auth-page__lead muted">Thank you for confirming your e-mail address. Enter the password you chose on the form to open your account.</p>
      {linkProblem ? (
        <Callout intent={Intent.WARNING} className="auth-page__callout" role="alert">
          <p>{linkProblem}</p>
          <Link to="/auth/sign-up">Fill in the form again</Link> or <Link to="/auth/sign-in">sign in</Link>.
        </Callout>
      ) : (
        <AuthForm
          label="Finish opening your account"
          form={form}
          submission={submission}
          fields={FIELDS}
          onValid={(values) => void auth.confirmSignUp({ token, password: values.password }, VERIFY_PATH)}
        >
          <FormField
            form={form}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            serverErrors={submission.fieldErrors}
            disabled={pending}
            revealable
            autoFocus
          />
          <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={pending} disabled={pending}>
            Open my account
          </Button>
        </AuthForm>
      )}
    </>
  );
});
ConfirmSignUpStep.displayName = 'ConfirmSignUpStep';
