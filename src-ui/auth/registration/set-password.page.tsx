import { NewPasswordFields } from '../../shared/new-password-fields';
import { Button, Intent } from '@blueprintjs/core';
import { ArrowRightIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SetRegistrationPasswordDto } from '../../../src-domain/auth/registration/registration.dtos';
import { fieldErrorsOf } from '../../../src-domain/shared/validation/validate-input';
import { useFeatureStore } from '../../app/stores.context';
import { FormState } from '../../shared/form-state';
import { usePageTitle } from '../../shared/page-title';
import { AuthForm } from '../auth-form';
import { RegistrationStepFrame } from './registration-step';
import { RegistrationStore } from './registration.store';

/** What step 2 holds. */
export interface PasswordValues extends Record<string, string> {
  password: string;
  password_confirmation: string;
}

const FIELDS = ['password', 'password_confirmation', 'registration_token'] as const;

const PasswordForm = observer(function PasswordForm() {
  const registration = useFeatureStore(RegistrationStore);
  const submission = registration.passwordForm;
  const navigate = useNavigate();
  const [form] = useState(
    () =>
      new FormState<PasswordValues>(
        { password: '', password_confirmation: '' },
        (values) => fieldErrorsOf(SetRegistrationPasswordDto, { registration_token: registration.progress?.registrationToken ?? '-', ...values }),
        (field) => submission.clearField(field),
      ),
  );
  const pending = submission.pending;
  return (
    <>
      <p className="auth-page__lead muted">
        Your mobile number is confirmed. Now choose the password you will sign in with, together with <strong>{registration.progress?.email}</strong>.
      </p>
      <AuthForm
        label="Choose a password"
        form={form}
        submission={submission}
        fields={FIELDS}
        onValid={async (values) => {
          const next = await registration.setPassword(values.password, values.password_confirmation);
          if (next) navigate(next);
        }}
      >
        {/* Lets password managers save the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={registration.progress?.email ?? ''} readOnly hidden />
        <NewPasswordFields form={form} serverErrors={submission.fieldErrors} disabled={pending} personal={[registration.progress?.email.split('@')[0] ?? '']} autoFocus />
        <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={pending} disabled={pending} endIcon={<ArrowRightIcon />}>
          Save and continue
        </Button>
      </AuthForm>
    </>
  );
});

/** /auth/set-password: step 2 of the v2 registration. */
export const SetPasswordPage = observer(function SetPasswordPage() {
  usePageTitle('Choose a password');
  return (
    <RegistrationStepFrame step="set-password" title="Choose a password">
      <PasswordForm />
    </RegistrationStepFrame>
  );
});
SetPasswordPage.displayName = 'SetPasswordPage';
