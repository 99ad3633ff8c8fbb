import { Button, H1, Intent } from '@blueprintjs/core';
import { ArrowLeftIcon, KeyIcon, MobilePhoneIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { ONE_TIME_CODE_PATTERN, RECOVERY_CODE_PATTERN } from '../../../src-domain/auth/one-time-code';
import type { FieldErrors } from '../../../src-domain/shared/errors';
import { useFeatureStore } from '../../app/stores.context';
import { activeBrand } from '../../brand/brand.config';
import { FormField } from '../../shared/form-field';
import { FormState } from '../../shared/form-state';
import { OtpField } from '../../shared/otp-field';
import { AuthForm } from '../auth-form';
import { TwoFactorSignInStore } from './two-factor-sign-in.store';

/** What the code step holds: one of the two, depending on the mode. */
export interface TwoFactorSignInValues extends Record<string, string> {
  code: string;
  recovery_code: string;
}

const FIELDS = ['code', 'recovery_code'] as const;

async function checkCode(values: TwoFactorSignInValues, recovery: boolean): Promise<FieldErrors> {
  if (recovery) {
    return RECOVERY_CODE_PATTERN.test(values.recovery_code.trim()) ? {} : { recovery_code: ['Enter a recovery code like k7xq2-9mfd4.'] };
  }
  return ONE_TIME_CODE_PATTERN.test(values.code) ? {} : { code: ['Enter the 6-digit code from your authenticator app.'] };
}

/**
 * The second step of a sign-in with 2FA: the authenticator's code, or one of the recovery codes
 * shown at enrolment. No session exists until it succeeds.
 */
export const TwoFactorSignIn = observer(function TwoFactorSignIn() {
  const store = useFeatureStore(TwoFactorSignInStore);
  const submission = store.form;
  const [recovery, setRecovery] = useState(false);
  const recoveryRef = useRef(recovery);
  recoveryRef.current = recovery;
  const [form] = useState(
    () =>
      new FormState<TwoFactorSignInValues>(
        { code: '', recovery_code: '' },
        (values) => checkCode(values, recoveryRef.current),
        (field) => submission.clearField(field === 'recovery_code' ? 'code' : field),
      ),
  );
  const pending = submission.pending;
  // The server names the field `code` whichever kind was sent.
  const serverErrors = recovery ? { recovery_code: submission.fieldErrors.code ?? [] } : submission.fieldErrors;
  return (
    <div className="auth-page">
      <H1 className="auth-page__title">Two-step sign-in</H1>
      <p className="auth-page__lead muted">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each code works once.'
          : `Open your authenticator app and enter the 6-digit code it shows for ${activeBrand.name}.`}
      </p>
      <AuthForm
        label="Two-step sign-in"
        form={form}
        submission={submission}
        fields={FIELDS}
        onValid={(values) => void store.complete(recovery ? values.recovery_code.trim() : values.code)}
      >
        {recovery ? (
          <FormField
            form={form}
            name="recovery_code"
            label="Recovery code"
            autoComplete="off"
            placeholder="xxxxx-xxxxx"
            serverErrors={serverErrors}
            disabled={pending}
            autoFocus
          />
        ) : (
          <OtpField form={form} name="code" label="Code from your authenticator app" serverErrors={serverErrors} disabled={pending} autoFocus />
        )}
        <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={pending} disabled={pending}>
          Verify and sign in
        </Button>
      </AuthForm>
      <div className="auth-page__alternatives">
        <Button
          variant="minimal"
          icon={recovery ? <MobilePhoneIcon /> : <KeyIcon />}
          onClick={() => {
            setRecovery(!recovery);
            submission.reset();
          }}
        >
          {recovery ? 'Use the authenticator app instead' : 'Lost your phone? Use a recovery code'}
        </Button>
        <Button variant="minimal" icon={<ArrowLeftIcon />} onClick={() => store.cancel()}>
          Back to e-mail and password
        </Button>
      </div>
    </div>
  );
});
TwoFactorSignIn.displayName = 'TwoFactorSignIn';
