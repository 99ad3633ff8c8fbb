import { MobilePhoneField, TermsField } from '../sign-up-fields';
import { Button, Callout, H1, Intent } from '@blueprintjs/core';
import { ArrowLeftIcon, ArrowRightIcon, HistoryIcon, InfoSignIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { StartRegistrationDto, VerifyRegistrationPhoneDto } from '../../../src-domain/auth/registration/registration.dtos';
import { fieldErrorsOf } from '../../../src-domain/shared/validation/validate-input';
import { useFeatureStore } from '../../app/stores.context';
import { activeBrand } from '../../brand/brand.config';
import { FormField } from '../../shared/form-field';
import { FormState } from '../../shared/form-state';
import { LinkButton } from '../../shared/link-button';
import { OtpField } from '../../shared/otp-field';
import { usePageTitle } from '../../shared/page-title';
import { ResendButton } from '../../shared/resend-button';
import { StepIndicator } from '../../shared/step-indicator';
import { AuthForm } from '../auth-form';
import { CheckYourEmail } from '../check-your-email';
import { PageLoading } from '../../shared/page-loading';
import { REGISTRATION_PATHS, REGISTRATION_STEPS, RegistrationStore } from './registration.store';
import { TitledCallout } from '../../shared/titled-callout';

/** What step 1 holds, exactly as typed. */
export interface ContactValues extends Record<string, string | boolean> {
  email: string;
  phone: string;
  terms: boolean;
}

/** Step 1's values as the use-case's input (e-mail trimmed, phone without spaces and dashes). */
export function startDtoOf(values: ContactValues): StartRegistrationDto {
  return { email: values.email.trim(), phone: values.phone.replace(/[\s().-]/g, ''), terms: values.terms };
}

interface CodeValues extends Record<string, string> {
  otp: string;
}

const CONTACT_FIELDS = ['email', 'phone', 'terms'] as const;
const CODE_FIELDS = ['otp', 'registration_token'] as const;

/** The code sent to the phone, on the same page as the contact details. */
const PhoneCodeStep = observer(function PhoneCodeStep() {
  const registration = useFeatureStore(RegistrationStore);
  const submission = registration.verifyForm;
  const navigate = useNavigate();
  const [form] = useState(
    () =>
      new FormState<CodeValues>(
        { otp: '' },
        (values) => fieldErrorsOf(VerifyRegistrationPhoneDto, { registration_token: registration.progress?.registrationToken ?? '-', otp: values.otp }),
        (field) => submission.clearField(field),
      ),
  );
  const pending = submission.pending;
  return (
    <>
      <p className="auth-page__lead muted">
        We have texted a 6-digit code to <strong>{registration.progress?.phoneHint}</strong>. It works for 10 minutes.
      </p>
      {registration.notice && (
        <Callout intent={Intent.PRIMARY} icon={<InfoSignIcon />} className="auth-page__callout" role="status">
          {registration.notice}
        </Callout>
      )}
      <AuthForm
        label="Confirm your mobile number"
        form={form}
        submission={submission}
        fields={CODE_FIELDS}
        onValid={async (values) => {
          const next = await registration.verifyPhone(values.otp);
          if (next) navigate(next);
        }}
      >
        <OtpField form={form} name="otp" label="Code from the text message" serverErrors={submission.fieldErrors} disabled={pending} autoFocus />
        <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={pending} disabled={pending} endIcon={<ArrowRightIcon />}>
          Confirm and continue
        </Button>
      </AuthForm>
      <div className="auth-page__resend">
        <ResendButton availableAt={registration.cooldown.availableAt} pending={registration.resendForm.pending} onResend={() => void registration.resendCode()} />
        {registration.resendForm.error && (
          <Callout intent={Intent.WARNING} className="auth-page__callout" role="alert">
            {registration.resendForm.error}
          </Callout>
        )}
      </div>
      <p className="auth-page__switch">
        <Button variant="minimal" icon={<ArrowLeftIcon />} onClick={() => registration.changeDetails()}>
          Change my e-mail or number
        </Button>
      </p>
    </>
  );
});

/**
 * /auth/sign-up1: step 1 of the v2 registration — e-mail, mobile number, terms; then "check your
 * e-mail" (the same for a new and a taken address); the e-mailed link comes back here
 * (`#confirm=…`) and the code sent by SMS follows.
 */
export const SignUpStartPage = observer(function SignUpStartPage() {
  const registration = useFeatureStore(RegistrationStore);
  const submission = registration.startForm;
  const { hash } = useLocation();
  const navigate = useNavigate();
  const linkToken = new URLSearchParams(hash.replace(/^#/, '')).get('confirm');
  useEffect(() => {
    if (!linkToken) return;
    // The token leaves the address bar (and history) as soon as it is read.
    navigate('/auth/sign-up1', { replace: true });
    void registration.openLink(linkToken);
  }, [linkToken, navigate, registration]);
  const [form] = useState(
    () =>
      new FormState<ContactValues>(
        { email: registration.progress?.email ?? registration.expiredEmail ?? '', phone: '', terms: false },
        (values) => fieldErrorsOf(StartRegistrationDto, startDtoOf(values)),
        (field) => submission.clearField(field),
      ),
  );
  usePageTitle('Open an account');
  const pending = submission.pending;
  const errors = submission.fieldErrors;
  const resumable = registration.nextStep === 'set-password' || registration.nextStep === 'basics' ? registration.nextStep : null;
  if (linkToken || registration.linkStatus === 'checking') return <PageLoading label="Checking your link…" />;
  if (registration.linkSent) {
    return (
      <div className="auth-page">
        <StepIndicator steps={REGISTRATION_STEPS} current={0} label="Opening an account" />
        <CheckYourEmail sent={registration.linkSent} purpose="carry on opening your account" onChangeAddress={() => registration.changeDetails()} />
      </div>
    );
  }
  return (
    <div className="auth-page">
      <StepIndicator steps={REGISTRATION_STEPS} current={0} label="Opening an account" />
      <H1 className="auth-page__title">{registration.codeSent ? 'Confirm your mobile number' : 'Open an account'}</H1>
      {registration.codeSent ? (
        <PhoneCodeStep />
      ) : (
        <>
          <p className="auth-page__lead muted">
            Three short steps, about five minutes. We start by e-mailing you a link. Checking what you could borrow does not affect your credit score.
          </p>
          {resumable && (
            <TitledCallout intent={Intent.PRIMARY} icon={<HistoryIcon />} className="auth-page__callout" title="Welcome back">
              <p>You have already started opening an account with {registration.progress?.email}. Carry on where you left off.</p>
              <LinkButton to={REGISTRATION_PATHS[resumable]} intent={Intent.PRIMARY} endIcon={<ArrowRightIcon />}>
                Continue
              </LinkButton>
            </TitledCallout>
          )}
          <AuthForm
            label="Open an account"
            form={form}
            submission={submission}
            fields={CONTACT_FIELDS}
            onValid={(values) => void registration.start(startDtoOf(values))}
          >
            <FormField
              form={form}
              name="email"
              label="E-mail address"
              type="email"
              inputMode="email"
              autoComplete="email"
              serverErrors={errors}
              disabled={pending}
              autoFocus={!resumable}
            />
            <MobilePhoneField form={form} serverErrors={errors} disabled={pending} />
            <TermsField form={form} serverErrors={errors} disabled={pending} />
            <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={pending} disabled={pending} endIcon={<ArrowRightIcon />}>
              E-mail me a link
            </Button>
          </AuthForm>
          <p className="auth-page__fine muted">
            Started before and left half way? Enter the same e-mail address: after the link and the code, you carry on where you stopped.
          </p>
          <p className="auth-page__switch">
            Already with {activeBrand.name}? <Link to="/auth/sign-in">Sign in</Link>
          </p>
        </>
      )}
    </div>
  );
});
SignUpStartPage.displayName = 'SignUpStartPage';
