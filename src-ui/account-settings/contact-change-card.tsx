import { Button, Card, Elevation, Intent } from '@blueprintjs/core';
import { TickCircleIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ConfirmPhoneChangeDto, RequestEmailChangeDto, RequestPhoneChangeDto } from '../../src-domain/auth/contact-change/contact-change.dtos';
import { formatPhone } from '../../src-domain/shared/phone-number';
import { fieldErrorsOf } from '../../src-domain/shared/validation/validate-input';
import { useFeatureStore } from '../app/stores.context';
import { AuthForm } from '../auth/auth-form';
import { FormField } from '../shared/form-field';
import { FormState } from '../shared/form-state';
import { TitledCallout } from '../shared/titled-callout';
import { ContactChangeStore } from './contact-change.store';

const LINK_FRAGMENT = /^#confirm-email=([A-Za-z0-9_-]{20,200})$/;

/** The two change forms of the settings page: e-mail address, then mobile number (ADR 0033). */
export const ContactChangeCard = observer(function ContactChangeCard() {
  const store = useFeatureStore(ContactChangeStore);
  // The e-mailed link lands here: read its token once, then drop it from the address bar. A link
  // pasted into this very tab changes only the fragment, so listen for that too.
  useEffect(() => {
    const readLink = () => {
      const token = LINK_FRAGMENT.exec(window.location.hash)?.[1];
      if (!token) return;
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      void store.confirmEmail(token);
    };
    readLink();
    window.addEventListener('hashchange', readLink);
    return () => window.removeEventListener('hashchange', readLink);
  }, [store]);
  return (
    <Card elevation={Elevation.ONE} className="settings__card" aria-labelledby="change-contact-title">
      <div className="settings__card-heading">
        <h2 id="change-contact-title">Change your contact details</h2>
        <p className="muted">We ask for your password, then check the new address or number before anything changes. We tell your current ones too.</p>
      </div>
      <EmailChange store={store} />
      <PhoneChange store={store} />
    </Card>
  );
});
ContactChangeCard.displayName = 'ContactChangeCard';

/** Once the link or code is sent the password has done its job: "use a different…" asks for it again. */
function forgetPassword<T extends { current_password: string }>(form: FormState<T>): void {
  form.input('current_password', '' as T['current_password']);
}

/** Props of the two change forms. */
interface ChangeProps {
  /** The feature store holding both changes. */
  store: ContactChangeStore;
}

const EmailChange = observer(function EmailChange({ store }: ChangeProps) {
  const submission = store.email;
  const [form] = useState(
    () => new FormState({ email: '', current_password: '' }, (values) => fieldErrorsOf(RequestEmailChangeDto, values), (field) => submission.clearField(field)),
  );
  return (
    <section aria-labelledby="change-email-title" className="contact-change">
      <h3 id="change-email-title">Change e-mail address</h3>
      {store.emailStep === 'done' && (
        <TitledCallout intent={Intent.SUCCESS} icon={<TickCircleIcon />} role="status" title="E-mail address changed">
          Sign in with your new address from now on. We have told your old address too, and signed out your other devices.
        </TitledCallout>
      )}
      {store.emailStep === 'sent' && (
        <TitledCallout intent={Intent.PRIMARY} role="status" title="Check your new inbox">
          We have sent a link to <strong>{store.emailSentTo}</strong>. Open it in this browser within an hour to finish. Your address stays as it is until then.
          <div>
            <Button variant="minimal" className="contact-change__again" onClick={() => store.restart('email')}>
              Use a different address
            </Button>
          </div>
        </TitledCallout>
      )}
      {store.emailStep === 'ask' && (
        <AuthForm label="Change e-mail address" form={form} submission={submission} fields={['email', 'current_password']} onValid={(values) => void store.requestEmail(values).then((sent) => sent && forgetPassword(form))}>
          <FormField form={form} name="email" label="New e-mail address" type="email" inputMode="email" autoComplete="email" serverErrors={submission.fieldErrors} disabled={submission.pending} />
          <FormField form={form} name="current_password" label="Your password" type="password" autoComplete="current-password" serverErrors={submission.fieldErrors} disabled={submission.pending} revealable />
          <Button type="submit" intent={Intent.PRIMARY} size="large" loading={submission.pending} disabled={submission.pending}>
            Send a link to the new address
          </Button>
        </AuthForm>
      )}
    </section>
  );
});

const PhoneChange = observer(function PhoneChange({ store }: ChangeProps) {
  const submission = store.phone;
  const [ask] = useState(
    () => new FormState({ phone: '', current_password: '' }, (values) => fieldErrorsOf(RequestPhoneChangeDto, values), (field) => submission.clearField(field)),
  );
  const [confirm] = useState(
    () => new FormState({ code: '' }, (values) => fieldErrorsOf(ConfirmPhoneChangeDto, { ...values, phone: store.pendingPhone }), (field) => submission.clearField(field)),
  );
  return (
    <section aria-labelledby="change-phone-title" className="contact-change">
      <h3 id="change-phone-title">Change mobile number</h3>
      {store.phoneStep === 'done' && (
        <TitledCallout intent={Intent.SUCCESS} icon={<TickCircleIcon />} role="status" title="Mobile number changed">
          We will text {formatPhone(store.pendingPhone)} from now on. We have told your old number too.
        </TitledCallout>
      )}
      {store.phoneStep === 'ask' && (
        <AuthForm label="Change mobile number" form={ask} submission={submission} fields={['phone', 'current_password']} onValid={(values) => void store.requestPhone(values).then((sent) => sent && forgetPassword(ask))}>
          <FormField form={ask} name="phone" label="New mobile number" type="tel" inputMode="tel" autoComplete="tel" placeholder="07700 900123" serverErrors={submission.fieldErrors} disabled={submission.pending} />
          <FormField form={ask} name="current_password" label="Your password" type="password" autoComplete="current-password" serverErrors={submission.fieldErrors} disabled={submission.pending} revealable />
          <Button type="submit" intent={Intent.PRIMARY} size="large" loading={submission.pending} disabled={submission.pending}>
            Text a code to the new number
          </Button>
        </AuthForm>
      )}
      {store.phoneStep === 'sent' && (
        <AuthForm label="Confirm the new mobile number" form={confirm} submission={submission} fields={['code']} onValid={(values) => store.confirmPhone(values)}>
          <p role="status">{store.phoneSentMessage} Enter it below within 10 minutes. Your number stays as it is until then.</p>
          <FormField form={confirm} name="code" label="6-digit code" inputMode="numeric" autoComplete="one-time-code" serverErrors={submission.fieldErrors} disabled={submission.pending} />
          <Button type="submit" intent={Intent.PRIMARY} size="large" loading={submission.pending} disabled={submission.pending}>
            Change my number
          </Button>
          <Button variant="minimal" size="large" onClick={() => {
              confirm.input('code', ''); // a code is for the number it was sent to
              store.restart('phone');
            }}
          >
            Use a different number
          </Button>
        </AuthForm>
      )}
    </section>
  );
});
