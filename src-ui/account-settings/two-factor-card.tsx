import { Button, Callout, Card, Checkbox, Elevation, Intent, Tag } from '@blueprintjs/core';
import { DisableIcon, DownloadIcon, DuplicateIcon, LockIcon, ShieldIcon, TickCircleIcon, WarningSignIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ConfirmTwoFactorDto } from '../../src-domain/auth/two-factor/confirm-two-factor.dto';
import { DisableTwoFactorDto } from '../../src-domain/auth/two-factor/disable-two-factor.dto';
import { fieldErrorsOf } from '../../src-domain/shared/validation/validate-input';
import { useFeatureStore, useStores } from '../app/stores.context';
import { AuthForm } from '../auth/auth-form';
import { TwoFactorStore } from '../auth/two-factor/two-factor.store';
import { TWO_FACTOR_MESSAGES } from '../auth/two-factor/two-factor.messages';
import { activeBrand } from '../brand/brand.config';
import { FormField } from '../shared/form-field';
import { FormState } from '../shared/form-state';
import { OtpField } from '../shared/otp-field';
import { copyText, downloadText } from './copy';
import { TitledCallout } from '../shared/titled-callout';

interface CodeValues extends Record<string, string> {
  code: string;
}

const CODE_FIELDS = ['code'] as const;

/** `JBSWY3DPEHPK3PXP` → `JBSW Y3DP EHPK 3PXP`, easier to type by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Step 1 and 2 of switching on: the QR code and the key, then a first code. */
const Enrolment = observer(function Enrolment() {
  const { notifier } = useStores();
  const twoFactor = useFeatureStore(TwoFactorStore);
  const enrolment = twoFactor.enrolment!;
  const submission = twoFactor.confirmForm;
  const [form] = useState(
    () => new FormState<CodeValues>({ code: '' }, (values) => fieldErrorsOf(ConfirmTwoFactorDto, values), (field) => submission.clearField(field)),
  );
  const copySecret = async () => {
    if (await copyText(enrolment.secret)) notifier.success(TWO_FACTOR_MESSAGES.copied);
    else notifier.error(TWO_FACTOR_MESSAGES.copyFailed);
  };
  const pending = submission.pending;
  return (
    <div className="two-factor__enrol">
      <ol className="two-factor__steps">
        <li>
          <h3>Scan the QR code with an authenticator app</h3>
          <p className="muted">
            Google Authenticator, Microsoft Authenticator, 1Password or any app that supports time-based codes. In the app, choose “Add account”
            and point the camera at the code.
          </p>
          <div className="two-factor__qr-row">
            <img className="two-factor__qr" src={enrolment.qrCodeDataUrl} width={176} height={176} alt={`QR code to add ${activeBrand.name} to an authenticator app`} />
            <div className="two-factor__secret">
              <span className="muted">Cannot scan it? Enter this key instead:</span>
              <code className="two-factor__key" data-testid="two-factor-secret" aria-label={`Setup key ${enrolment.secret.split('').join(' ')}`}>
                {groupSecret(enrolment.secret)}
              </code>
              <Button icon={<DuplicateIcon />} variant="outlined" onClick={() => void copySecret()}>
                Copy key
              </Button>
            </div>
          </div>
        </li>
        <li>
          <h3>Enter the 6-digit code the app shows</h3>
          <AuthForm label="Confirm two-step sign-in" form={form} submission={submission} fields={CODE_FIELDS} onValid={(values) => void twoFactor.confirm(values.code)}>
            <OtpField form={form} name="code" label="Code from the app" serverErrors={submission.fieldErrors} disabled={pending} helperText="A new code appears every 30 seconds." />
            <div className="settings__actions">
              <Button type="submit" intent={Intent.PRIMARY} loading={pending} disabled={pending} icon={<LockIcon />}>
                Turn on two-step sign-in
              </Button>
              <Button variant="minimal" disabled={pending} onClick={() => twoFactor.cancel()}>
                Cancel
              </Button>
            </div>
          </AuthForm>
        </li>
      </ol>
    </div>
  );
});

/** The recovery codes, right after switching on: shown this once. */
const RecoveryCodes = observer(function RecoveryCodes() {
  const { notifier, auth } = useStores();
  const twoFactor = useFeatureStore(TwoFactorStore);
  const codes = twoFactor.recoveryCodes!;
  const [kept, setKept] = useState(false);
  const text = `${activeBrand.name} recovery codes for ${auth.user?.email ?? 'your account'}\nEach code works once.\n\n${codes.join('\n')}\n`;
  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <TitledCallout intent={Intent.WARNING} icon={<WarningSignIcon />} title="Save your recovery codes now" role="alert">
        <span id="recovery-codes-title" className="visually-hidden">
          Recovery codes
        </span>
        If you lose your phone, a recovery code is the only way to sign in. <strong>This is the only time we show them.</strong> Keep them
        somewhere safe, such as a password manager or a printed copy. Each code works once.
      </TitledCallout>
      <ul className="recovery-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="settings__actions">
        <Button
          icon={<DuplicateIcon />}
          onClick={async () => {
            if (await copyText(codes.join('\n'))) notifier.success(TWO_FACTOR_MESSAGES.copied);
            else notifier.error(TWO_FACTOR_MESSAGES.copyFailed);
          }}
        >
          Copy codes
        </Button>
        <Button icon={<DownloadIcon />} onClick={() => downloadText(`${activeBrand.name.toLowerCase().replace(/\s+/g, '-')}-recovery-codes.txt`, text)}>
          Download
        </Button>
      </div>
      <Checkbox checked={kept} onChange={(event) => setKept(event.currentTarget.checked)} label="I have saved my recovery codes somewhere safe" className="recovery-codes__kept" />
      <Button intent={Intent.PRIMARY} disabled={!kept} onClick={() => twoFactor.acknowledgeRecoveryCodes()}>
        Done
      </Button>
    </section>
  );
});

/** Switching off with a current code or a recovery code. */
const DisableForm = observer(function DisableForm({ onCancel }: { onCancel: () => void }) {
  const twoFactor = useFeatureStore(TwoFactorStore);
  const submission = twoFactor.disableForm;
  const [form] = useState(
    () =>
      new FormState<CodeValues>({ code: '' }, (values) => fieldErrorsOf(DisableTwoFactorDto, { code: values.code.trim() }), (field) => submission.clearField(field)),
  );
  const pending = submission.pending;
  return (
    <AuthForm
      label="Turn off two-step sign-in"
      form={form}
      submission={submission}
      fields={CODE_FIELDS}
      onValid={async (values) => {
        if (await twoFactor.disable(values.code.trim())) onCancel();
      }}
    >
      <FormField
        form={form}
        name="code"
        label="Code from your authenticator app, or a recovery code"
        autoComplete="one-time-code"
        placeholder="123456 or xxxxx-xxxxx"
        helperText="Turning it off makes your account easier to break into. Your password alone will sign you in."
        serverErrors={submission.fieldErrors}
        disabled={pending}
        autoFocus
      />
      <div className="settings__actions">
        <Button type="submit" intent={Intent.DANGER} loading={pending} disabled={pending} icon={<DisableIcon />}>
          Turn off two-step sign-in
        </Button>
        <Button variant="minimal" disabled={pending} onClick={onCancel}>
          Keep it on
        </Button>
      </div>
    </AuthForm>
  );
});

/** Two-step sign-in (TOTP) in the settings. */
export const TwoFactorCard = observer(function TwoFactorCard() {
  const twoFactor = useFeatureStore(TwoFactorStore);
  const [disabling, setDisabling] = useState(false);
  const enabled = twoFactor.enabled;
  return (
    <Card elevation={Elevation.ONE} className="settings__card two-factor" aria-labelledby="two-factor-title">
      <div className="settings__card-head">
        <span className="settings__card-icon" aria-hidden="true">
          <ShieldIcon size={20} />
        </span>
        <div className="settings__card-heading">
          <h2 id="two-factor-title">Two-step sign-in</h2>
          <p className="muted">A code from an app on your phone, as well as your password, each time you sign in.</p>
        </div>
        {enabled ? (
          <Tag intent={Intent.SUCCESS} round minimal icon={<TickCircleIcon />}>
            On
          </Tag>
        ) : (
          <Tag round minimal>
            Off
          </Tag>
        )}
      </div>
      {twoFactor.recoveryCodes ? (
        <RecoveryCodes />
      ) : twoFactor.enrolment ? (
        <Enrolment />
      ) : enabled ? (
        disabling ? (
          <DisableForm onCancel={() => setDisabling(false)} />
        ) : (
          <div className="settings__actions">
            <p className="muted settings__grow">Lost your phone? You can sign in with one of your recovery codes, then turn this off and on again.</p>
            <Button variant="outlined" intent={Intent.DANGER} onClick={() => setDisabling(true)}>
              Turn off
            </Button>
          </div>
        )
      ) : (
        <>
          <p>
            Even if someone learns your password, they cannot sign in without your phone. We recommend it for everyone with a loan or an
            application in progress.
          </p>
          {twoFactor.enableForm.error && (
            <Callout intent={Intent.DANGER} className="settings__callout" role="alert">
              {twoFactor.enableForm.error}
            </Callout>
          )}
          <Button intent={Intent.PRIMARY} icon={<LockIcon />} loading={twoFactor.enableForm.pending} onClick={() => void twoFactor.start()}>
            Turn on two-step sign-in
          </Button>
        </>
      )}
    </Card>
  );
});
TwoFactorCard.displayName = 'TwoFactorCard';
