import { Button, Callout, H1, Intent } from '@blueprintjs/core';
import { InfoSignIcon, TickCircleIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { VerifyForgotOtpDto } from '../../../src-domain/auth/password/verify-forgot-otp.dto';
import { fieldErrorsOf } from '../../../src-domain/shared/validation/validate-input';
import { useFeatureStore, useStores } from '../../app/stores.context';
import { FormField } from '../../shared/form-field';
import { FormState } from '../../shared/form-state';
import { OtpField } from '../../shared/otp-field';
import { usePageTitle } from '../../shared/page-title';
import { ResendButton } from '../../shared/resend-button';
import { AuthForm } from '../auth-form';
import { PasswordRecoveryStore } from './password-recovery.store';
import { TitledCallout } from '../../shared/titled-callout';

/** What the code form holds. */
export interface ResetVerifyValues extends Record<string, string> {
  email: string;
  otp: string;
}

const FIELDS = ['email', 'otp'] as const;

/**
 * /auth/reset-verify (no guest rule): the code from the recovery e-mail. A signed-in person may
 * land here too; continuing signs them out, since a new password ends every session anyway.
 */
export const ResetVerifyPage = observer(function ResetVerifyPage() {
  const { auth } = useStores();
  const recovery = useFeatureStore(PasswordRecoveryStore);
  const submission = recovery.verifyForm;
  const navigate = useNavigate();
  const knownEmail = recovery.email;
  const [form] = useState(
    () =>
      new FormState<ResetVerifyValues>(
        { email: knownEmail ?? auth.user?.email ?? '', otp: '' },
        (values) => fieldErrorsOf(VerifyForgotOtpDto, { email: values.email.trim(), otp: values.otp }),
        (field) => submission.clearField(field),
      ),
  );
  usePageTitle('Enter your code');
  const pending = submission.pending;
  const email = form.values.email.trim();
  return (
    <div className="auth-page">
      <H1 className="auth-page__title">Enter your code</H1>
      {knownEmail ? (
        <p className="auth-page__lead muted">
          If <strong>{knownEmail}</strong> belongs to an account with us, we have e-mailed a 6-digit code to it. It works for 10 minutes.
          Nothing after a few minutes? Look in the spam folder, or ask for a new code below.
        </p>
      ) : (
        <p className="auth-page__lead muted">Enter the e-mail address you asked for a code with, and the 6-digit code from our e-mail.</p>
      )}
      {recovery.notice && (
        <Callout intent={Intent.PRIMARY} icon={<InfoSignIcon />} className="auth-page__callout" role="status">
          {recovery.notice}
        </Callout>
      )}
      {auth.signedIn && (
        <TitledCallout intent={Intent.WARNING} className="auth-page__callout" title={`You are signed in as ${auth.user?.email}`}>
          A new password signs you out on every device, this one included. If you know your current password,{' '}
          <Link to="/dashboard/account-settings/change-password">change it in your settings</Link> instead.
        </TitledCallout>
      )}
      <AuthForm
        label="Enter your code"
        form={form}
        submission={submission}
        fields={FIELDS}
        onValid={async (values) => {
          if (!(await recovery.verifyCode(values.email.trim(), values.otp))) return;
          if (auth.signedIn) await auth.signOut();
          navigate('/auth/reset');
        }}
      >
        {!knownEmail && (
          <FormField
            form={form}
            name="email"
            label="E-mail address"
            type="email"
            inputMode="email"
            autoComplete="username"
            serverErrors={submission.fieldErrors}
            disabled={pending}
          />
        )}
        <OtpField form={form} name="otp" label="Code from the e-mail" serverErrors={submission.fieldErrors} disabled={pending} autoFocus={!!knownEmail} />
        <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={pending} disabled={pending} icon={<TickCircleIcon />}>
          Continue
        </Button>
      </AuthForm>
      <div className="auth-page__resend">
        <ResendButton
          availableAt={recovery.cooldown.availableAt}
          pending={recovery.resendForm.pending}
          disabled={!email}
          onResend={() => void recovery.resend(email)}
        />
        {recovery.resendForm.error && (
          <Callout intent={Intent.WARNING} className="auth-page__callout" role="alert">
            {recovery.resendForm.error}
          </Callout>
        )}
      </div>
      <p className="auth-page__switch">
        Wrong address?{' '}
        <Link to="/auth/forgot" onClick={() => recovery.startOver()}>
          Use another one
        </Link>{' '}
        · <Link to="/auth/sign-in">Back to sign in</Link>
      </p>
    </div>
  );
});
ResetVerifyPage.displayName = 'ResetVerifyPage';
