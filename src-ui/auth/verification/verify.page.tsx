import { Button, Callout, H1, Intent, Tag } from '@blueprintjs/core';
import { EnvelopeIcon, MobilePhoneIcon, TickCircleIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SIGN_IN_PATH, VERIFY_PATH, safeReturnTo } from '../../../src-domain/auth/route-access.policy';
import type { User } from '../../../src-domain/auth/user.entity';
import { VerifyPhoneDto } from '../../../src-domain/auth/verification/verify-phone.dto';
import { fieldErrorsOf } from '../../../src-domain/shared/validation/validate-input';
import { useFeatureStore, useStores } from '../../app/stores.context';
import { activeBrand } from '../../brand/brand.config';
import { DEFAULT_RESEND_SECONDS } from '../../shared/cooldown';
import { FormState } from '../../shared/form-state';
import { LinkButton } from '../../shared/link-button';
import { OtpField } from '../../shared/otp-field';
import { usePageTitle } from '../../shared/page-title';
import { ResendButton } from '../../shared/resend-button';
import { AuthForm } from '../auth-form';
import { VerificationStore } from './verification.store';
import { formatPhone } from '../../../src-domain/shared/phone-number';
import { TitledCallout } from '../../shared/titled-callout';

interface PhoneCodeValues extends Record<string, string> {
  otp: string;
}

const PHONE_FIELDS = ['otp'] as const;

/** Props of {@link PhoneVerification}. */
export interface PhoneVerificationProps {
  user: User;
}

/** Confirming the phone with the code sent by SMS. */
export const PhoneVerification = observer(function PhoneVerification({ user }: PhoneVerificationProps) {
  const verification = useFeatureStore(VerificationStore);
  const submission = verification.phoneForm;
  const [form] = useState(
    () =>
      new FormState<PhoneCodeValues>(
        { otp: '' },
        (values) => fieldErrorsOf(VerifyPhoneDto, values),
        (field) => submission.clearField(field),
      ),
  );
  const pending = submission.pending;
  return (
    <section className="verify-step" aria-labelledby="verify-phone-title">
      <div className="verify-step__head">
        <span className="verify-step__icon" aria-hidden="true">
          <MobilePhoneIcon size={20} />
        </span>
        <div>
          <h2 id="verify-phone-title" className="verify-step__title">
            Mobile number
          </h2>
          <p className="verify-step__value muted">{formatPhone(user.phone)}</p>
        </div>
      </div>
      <p className="verify-step__text">
        We texted a 6-digit code to this number when you opened your account. A code works for 10 minutes; if yours has expired or
        not arrived, ask for a new one.
      </p>
      {verification.phoneCodeNotice && (
        <Callout intent={Intent.SUCCESS} icon={<TickCircleIcon />} className="verify-step__notice" role="status">
          {verification.phoneCodeNotice}
        </Callout>
      )}
      <AuthForm
        label="Confirm your mobile number"
        form={form}
        submission={submission}
        fields={PHONE_FIELDS}
        onValid={(values) => void verification.verifyPhone({ otp: values.otp })}
      >
        <OtpField form={form} name="otp" label="Code from the text message" serverErrors={submission.fieldErrors} disabled={pending} autoFocus />
        <div className="verify-step__actions">
          <Button type="submit" intent={Intent.PRIMARY} size="large" loading={pending} disabled={pending}>
            Confirm my number
          </Button>
          <ResendButton
            availableAt={verification.phoneCooldown.availableAt}
            pending={verification.resendForm.pending}
            onResend={() => void verification.resendPhoneCode()}
          />
        </div>
        {verification.resendForm.error && (
          <Callout intent={Intent.WARNING} className="verify-step__notice" role="alert">
            {verification.resendForm.error}
          </Callout>
        )}
      </AuthForm>
    </section>
  );
});
PhoneVerification.displayName = 'PhoneVerification';

/** Props of {@link EmailVerification}. */
export interface EmailVerificationProps {
  user: User;
}

/** Asking for the e-mail confirmation link (and again, after the cooldown). */
export const EmailVerification = observer(function EmailVerification({ user }: EmailVerificationProps) {
  const verification = useFeatureStore(VerificationStore);
  const submission = verification.emailForm;
  const sent = verification.emailSentTo !== null;
  return (
    <section className="verify-step" aria-labelledby="verify-email-title">
      <div className="verify-step__head">
        <span className="verify-step__icon" aria-hidden="true">
          <EnvelopeIcon size={20} />
        </span>
        <div>
          <h2 id="verify-email-title" className="verify-step__title">
            E-mail address
          </h2>
          <p className="verify-step__value muted">{user.email}</p>
        </div>
      </div>
      {sent ? (
        <>
          <TitledCallout intent={Intent.SUCCESS} icon={<TickCircleIcon />} className="verify-step__notice" role="status" title="Check your inbox">
            We have sent a link to <strong>{verification.emailSentTo}</strong>. Open it on any device to confirm the address; it works for
            60 minutes. Nothing there after a few minutes? Look in the spam or junk folder.
          </TitledCallout>
          <ResendButton
            label="Send the link again"
            availableAt={verification.emailCooldown.availableAt}
            pending={submission.pending}
            onResend={() => void verification.sendEmailLink()}
          />
        </>
      ) : (
        <>
          <p className="verify-step__text">
            We send your agreements and statements to this address, so we need to know it reaches you. We will e-mail you a link; opening
            it confirms the address.
          </p>
          <Button intent={Intent.PRIMARY} variant="outlined" size="large" icon={<EnvelopeIcon />} loading={submission.pending} onClick={() => void verification.sendEmailLink()}>
            E-mail me the link
          </Button>
        </>
      )}
      {submission.error && (
        <Callout intent={Intent.WARNING} className="verify-step__notice" role="alert">
          {submission.error}
        </Callout>
      )}
    </section>
  );
});
EmailVerification.displayName = 'EmailVerification';

/** Props of {@link VerifiedRow}. */
interface VerifiedRowProps {
  label: string;
  value: string;
}

function VerifiedRow({ label, value }: VerifiedRowProps) {
  return (
    <div className="verify-done">
      <TickCircleIcon className="verify-done__icon" />
      <span className="verify-done__what">
        <strong>{label}</strong>
        <span className="muted">{value}</span>
      </span>
      <Tag intent={Intent.SUCCESS} minimal round>
        Confirmed
      </Tag>
    </div>
  );
}

/** /auth/verify: confirm the phone by code and the e-mail by link; reached after sign-up and from the dashboard. */
export const VerifyPage = observer(function VerifyPage() {
  const { auth } = useStores();
  const verification = useFeatureStore(VerificationStore);
  const [params] = useSearchParams();
  const later = safeReturnTo(params.get('returnTo'));
  usePageTitle('Confirm your details');
  const user = auth.user;

  useEffect(() => auth.nextPathReached(), [auth]);
  useEffect(() => {
    // The first code went out with the sign-up: the resend button waits for its cooldown.
    if (user && !user.phoneVerifiedAt) verification.codeSentAt(Date.parse(user.createdAt), DEFAULT_RESEND_SECONDS);
  }, [user, verification]);

  if (!user) {
    return (
      <div className="auth-page">
        <H1 className="auth-page__title">Confirm your details</H1>
        <p className="auth-page__lead muted">
          Sign in first: we confirm the mobile number and e-mail address of the account you are signed in to.
        </p>
        <LinkButton to={`${SIGN_IN_PATH}?returnTo=${encodeURIComponent(VERIFY_PATH)}`} intent={Intent.PRIMARY} size="large" fill>
          Sign in
        </LinkButton>
        <p className="auth-page__switch">
          No account yet? <Link to="/auth/sign-up">Open one</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <H1 className="auth-page__title">Confirm your details</H1>
      <p className="auth-page__lead muted">
        {user.firstName}, confirming your mobile number and e-mail address keeps your account safe and lets us reach you about your loan.
        It takes a minute.
      </p>
      {user.phoneVerifiedAt ? <VerifiedRow label="Mobile number" value={formatPhone(user.phone)} /> : <PhoneVerification user={user} />}
      {user.emailVerifiedAt ? <VerifiedRow label="E-mail address" value={user.email} /> : <EmailVerification user={user} />}
      <div className="verify-later">
        <Link to={later}>Do this later</Link>
        <p className="muted">
          You can finish from your dashboard at any time. We need both before we can pay out a loan. Wrong number? Call us on{' '}
          {activeBrand.contact.phone}.
        </p>
      </div>
    </div>
  );
});
VerifyPage.displayName = 'VerifyPage';
