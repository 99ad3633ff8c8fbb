import { Button, H1, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ForgotPasswordDto } from '../../../src-domain/auth/password/forgot-password.dto';
import { fieldErrorsOf } from '../../../src-domain/shared/validation/validate-input';
import { useFeatureStore } from '../../app/stores.context';
import { FormField } from '../../shared/form-field';
import { FormState } from '../../shared/form-state';
import { usePageTitle } from '../../shared/page-title';
import { AuthForm } from '../auth-form';
import { PasswordRecoveryStore } from './password-recovery.store';

/** What the forgot-password form holds. */
export interface ForgotValues extends Record<string, string> {
  email: string;
}

const FIELDS = ['email'] as const;

/** /auth/forgot: asks for a recovery code by e-mail; says the same whether or not the account exists. */
export const ForgotPage = observer(function ForgotPage() {
  const recovery = useFeatureStore(PasswordRecoveryStore);
  const submission = recovery.requestForm;
  const navigate = useNavigate();
  const [form] = useState(
    () =>
      new FormState<ForgotValues>(
        { email: recovery.email ?? '' },
        (values) => fieldErrorsOf(ForgotPasswordDto, { email: values.email.trim() }),
        (field) => submission.clearField(field),
      ),
  );
  usePageTitle('Reset your password');
  const pending = submission.pending;
  return (
    <div className="auth-page">
      <H1 className="auth-page__title">Reset your password</H1>
      <p className="auth-page__lead muted">
        Enter the e-mail address you use with us. If it belongs to an account, we will send a 6-digit code to it so you can choose a new
        password.
      </p>
      <AuthForm
        label="Reset your password"
        form={form}
        submission={submission}
        fields={FIELDS}
        onValid={async (values) => {
          if (await recovery.requestCode(values.email.trim())) navigate('/auth/reset-verify');
        }}
      >
        <FormField
          form={form}
          name="email"
          label="E-mail address"
          type="email"
          inputMode="email"
          autoComplete="username"
          serverErrors={submission.fieldErrors}
          disabled={pending}
          autoFocus
        />
        <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={pending} disabled={pending}>
          Send me a code
        </Button>
      </AuthForm>
      <p className="auth-page__switch">
        Remembered it? <Link to="/auth/sign-in">Back to sign in</Link>
      </p>
    </div>
  );
});
ForgotPage.displayName = 'ForgotPage';
