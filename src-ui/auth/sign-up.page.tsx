import { NewPasswordFields } from '../shared/new-password-fields';
import { MobilePhoneField, TermsField } from './sign-up-fields';
import { Button, Callout, H1, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EMAIL_TAKEN, RegisterDto } from '../../src-domain/auth/register.dto';
import { fieldErrorsOf, requiredFieldsOf } from '../../src-domain/shared/validation/validate-input';
import { useStores } from '../app/stores.context';
import { activeBrand } from '../brand/brand.config';
import { FormField } from '../shared/form-field';
import { FormState } from '../shared/form-state';
import { usePageTitle } from '../shared/page-title';
import { AuthForm } from './auth-form';
import { CheckYourEmail } from './check-your-email';
import { ConfirmSignUpStep } from './confirm-sign-up-step';

/** What the sign-up form holds, exactly as typed. */
export interface SignUpValues extends Record<string, string | boolean> {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

/**
 * The form's values as the use-case's input. Names and e-mail are trimmed; spaces, dots, dashes
 * and brackets people type in phone numbers are dropped, so "+44 7700 900123" is accepted.
 */
export function registerDtoOf(values: SignUpValues): RegisterDto {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.replace(/[\s().-]/g, ''),
    password: values.password,
    password_confirmation: values.password_confirmation,
    terms: values.terms,
  };
}

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password', 'password_confirmation', 'terms'] as const;

/** The token of the e-mailed link, which rides in the fragment so no server log ever holds it. */
function linkTokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('confirm');
}

/**
 * /auth/sign-up: the form, then "check your e-mail" (the same for a new and a taken address); the
 * e-mailed link comes back here (`#confirm=…`) to open the account with the password chosen.
 */
export const SignUpPage = observer(function SignUpPage() {
  const { auth } = useStores();
  const submission = auth.registerForm;
  const linkToken = linkTokenOf(useLocation().hash);
  const [form] = useState(
    () =>
      new FormState<SignUpValues>(
        { first_name: '', last_name: '', email: '', phone: '', password: '', password_confirmation: '', terms: false },
        (values) => fieldErrorsOf(RegisterDto, registerDtoOf(values)),
        (field) => submission.clearField(field),
        requiredFieldsOf(RegisterDto),
      ),
  );
  usePageTitle(linkToken ? 'Finish opening your account' : auth.signUpSent ? 'Check your e-mail' : 'Open an account');
  const pending = submission.pending;
  const errors = submission.fieldErrors;
  if (linkToken) {
    return (
      <div className="auth-page">
        <ConfirmSignUpStep token={linkToken} />
      </div>
    );
  }
  if (auth.signUpSent) {
    return (
      <div className="auth-page">
        <CheckYourEmail sent={auth.signUpSent} purpose="finish opening your account" onChangeAddress={() => auth.editSignUp()} />
      </div>
    );
  }
  return (
    <div className="auth-page">
      <H1 className="auth-page__title">Open an account</H1>
      <p className="auth-page__lead muted">It takes about five minutes and does not affect your credit score.</p>
      <AuthForm label="Open an account" form={form} submission={submission} fields={FIELDS} onValid={(values) => void auth.register(registerDtoOf(values))}>
        <div className="form-row">
          <FormField form={form} name="first_name" label="First name" autoComplete="given-name" serverErrors={errors} disabled={pending} autoFocus />
          <FormField form={form} name="last_name" label="Last name" autoComplete="family-name" serverErrors={errors} disabled={pending} />
        </div>
        <FormField form={form} name="email" label="E-mail address" type="email" inputMode="email" autoComplete="email" serverErrors={errors} disabled={pending} />
        {errors.email?.includes(EMAIL_TAKEN) && (
          <Callout intent="primary" className="auth-page__taken">
            You already have an account with this e-mail address. <Link to="/auth/sign-in">Sign in</Link>, or{' '}
            <Link to="/auth/forgot">reset your password</Link> if you have forgotten it.
          </Callout>
        )}
        <MobilePhoneField form={form} serverErrors={errors} disabled={pending} />
        <NewPasswordFields form={form} serverErrors={errors} disabled={pending} personal={[form.values.first_name, form.values.last_name, form.values.email.split('@')[0]]} />
        <TermsField form={form} serverErrors={errors} disabled={pending} />
        <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={pending} disabled={pending}>
          Open my account
        </Button>
      </AuthForm>
      <p className="auth-page__switch">
        Already with {activeBrand.name}? <Link to="/auth/sign-in">Sign in</Link>
      </p>
    </div>
  );
});
SignUpPage.displayName = 'SignUpPage';
