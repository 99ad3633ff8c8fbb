import { Button, Callout, H1, Intent } from '@blueprintjs/core';
import { TickCircleIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SignInDto } from '../../src-domain/auth/sign-in.dto';
import { IDLE_POLICY } from '../../src-domain/auth/idle-policy';
import { KEEP_SIGNED_IN_DAYS } from '../../src-domain/auth/session';
import { fieldErrorsOf } from '../../src-domain/shared/validation/validate-input';
import { useStores } from '../app/stores.context';
import { activeBrand } from '../brand/brand.config';
import { CheckboxField } from '../shared/checkbox-field';
import { FormField } from '../shared/form-field';
import { FormState } from '../shared/form-state';
import { usePageTitle } from '../shared/page-title';
import { AuthForm } from './auth-form';
import { TwoFactorSignIn } from './two-factor/two-factor-sign-in';
import { AUTH_MESSAGES } from './auth.messages';
import { VERIFICATION_MESSAGES } from './verification/verification.messages';

/** What the sign-in form holds, exactly as typed. */
export interface SignInValues extends Record<string, string | boolean> {
  email: string;
  password: string;
  remember: boolean;
}

/** The form's values as the use-case's input (e-mail trimmed: a stray space is not a different address). */
export function signInDtoOf(values: SignInValues): SignInDto {
  return { email: values.email.trim(), password: values.password, remember: values.remember };
}

const FIELDS = ['email', 'password', 'remember'] as const;

/** /auth/sign-in */
export const SignInPage = observer(function SignInPage() {
  const { auth } = useStores();
  const submission = auth.signInForm;
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const [form] = useState(
    () =>
      new FormState<SignInValues>(
        { email: '', password: '', remember: false },
        (values) => fieldErrorsOf(SignInDto, signInDtoOf(values)),
        (field) => submission.clearField(field),
      ),
  );
  usePageTitle('Sign in');
  const pending = submission.pending;
  const emailVerified = params.get('email_verified');
  if (auth.twoFactorChallenge) return <TwoFactorSignIn />;
  return (
    <div className="auth-page">
      <H1 className="auth-page__title">Sign in</H1>
      <p className="auth-page__lead muted">Welcome back to {activeBrand.name}.</p>
      {auth.exit === 'idle' && (
        <Callout intent={Intent.PRIMARY} className="auth-page__callout" role="status">
          {AUTH_MESSAGES.signedOutIdle(IDLE_POLICY.signOutAfterMs / 60_000)}
        </Callout>
      )}
      {emailVerified === '1' && (
        <Callout intent={Intent.SUCCESS} icon={<TickCircleIcon />} className="auth-page__callout" role="status">
          {VERIFICATION_MESSAGES.emailVerifiedSignedOut}
        </Callout>
      )}
      {emailVerified === '0' && (
        <Callout intent={Intent.WARNING} className="auth-page__callout" role="alert">
          {VERIFICATION_MESSAGES.emailLinkInvalid}
        </Callout>
      )}
      <AuthForm label="Sign in" form={form} submission={submission} fields={FIELDS} onValid={(values) => void auth.signIn(signInDtoOf(values))}>
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
        <FormField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          serverErrors={submission.fieldErrors}
          disabled={pending}
          revealable
        />
        <p className="auth-form__forgot">
          <Link to="/auth/forgot">Forgotten your password?</Link>
        </p>
        <CheckboxField
          form={form}
          name="remember"
          label="Keep me signed in on this device"
          hint={`Only on a device that is yours: you stay signed in for ${KEEP_SIGNED_IN_DAYS} days, even after closing the browser.`}
          serverErrors={submission.fieldErrors}
          disabled={pending}
        />
        <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={pending} disabled={pending}>
          Sign in
        </Button>
      </AuthForm>
      <p className="auth-page__switch">
        New to {activeBrand.name}?{' '}
        <Link to={returnTo ? `/auth/sign-up?returnTo=${encodeURIComponent(returnTo)}` : '/auth/sign-up'}>Open an account</Link>
      </p>
    </div>
  );
});
SignInPage.displayName = 'SignInPage';
