import { NewPasswordFields } from '../../shared/new-password-fields';
import { Button, H1, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../../src-domain/auth/route-access.policy';
import { fieldErrorsOf } from '../../../src-domain/shared/validation/validate-input';
import { ResetPasswordDto } from '../../../src-domain/auth/password/reset-password.dto';
import { useFeatureStore } from '../../app/stores.context';
import { FormState } from '../../shared/form-state';
import { LinkButton } from '../../shared/link-button';
import { usePageTitle } from '../../shared/page-title';
import { AuthForm } from '../auth-form';
import { PasswordRecoveryStore } from './password-recovery.store';
import { PASSWORD_MESSAGES } from './password.messages';
import { TitledCallout } from '../../shared/titled-callout';

/** What the new-password form holds. */
export interface ResetValues extends Record<string, string> {
  password: string;
  password_confirmation: string;
}

const FIELDS = ['password', 'password_confirmation', 'reset_token'] as const;

/** /auth/reset: the new password, once a code was verified. */
export const ResetPage = observer(function ResetPage() {
  const recovery = useFeatureStore(PasswordRecoveryStore);
  const submission = recovery.resetForm;
  const navigate = useNavigate();
  const [form] = useState(
    () =>
      new FormState<ResetValues>(
        { password: '', password_confirmation: '' },
        (values) => fieldErrorsOf(ResetPasswordDto, recovery.resetInput(values.password, values.password_confirmation)),
        (field) => submission.clearField(field),
      ),
  );
  usePageTitle('Choose a new password');
  const pending = submission.pending;
  const tokenProblem = submission.fieldErrors.reset_token?.[0];

  if (!recovery.canReset) {
    return (
      <div className="auth-page">
        <H1 className="auth-page__title">Choose a new password</H1>
        <TitledCallout intent={Intent.WARNING} className="auth-page__callout" title="First, a code">
          To choose a new password we first need the 6-digit code we e-mail you. For your security, a verified code only works in the
          window where it was entered.
        </TitledCallout>
        <LinkButton to="/auth/forgot" intent={Intent.PRIMARY} size="large" fill>
          Get a code
        </LinkButton>
        <p className="auth-page__switch">
          <Link to={SIGN_IN_PATH}>Back to sign in</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <H1 className="auth-page__title">Choose a new password</H1>
      <p className="auth-page__lead muted">
        For <strong>{recovery.email}</strong>. Once it is changed, every device signed in to your account is signed out, and you sign in
        again with the new password.
      </p>
      {tokenProblem && (
        <TitledCallout intent={Intent.WARNING} className="auth-page__callout" role="alert" title="Your code has expired">
          {PASSWORD_MESSAGES.grantExpired} <Link to="/auth/forgot">Ask for a new code</Link>.
        </TitledCallout>
      )}
      <AuthForm
        label="Choose a new password"
        form={form}
        submission={submission}
        fields={FIELDS}
        onValid={async (values) => {
          if (await recovery.reset(values.password, values.password_confirmation)) navigate(SIGN_IN_PATH, { replace: true });
        }}
      >
        <NewPasswordFields form={form} serverErrors={submission.fieldErrors} disabled={pending} personal={[recovery.email?.split('@')[0] ?? '']} label="New password" confirmLabel="Confirm the new password" autoFocus />
        <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={pending} disabled={pending}>
          Save the new password
        </Button>
      </AuthForm>
    </div>
  );
});
ResetPage.displayName = 'ResetPage';
