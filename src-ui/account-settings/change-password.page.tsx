import { NewPasswordFields } from '../shared/new-password-fields';
import { Button, Card, Elevation, H1, Intent } from '@blueprintjs/core';
import { InfoSignIcon, TickCircleIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ChangePasswordDto } from '../../src-domain/auth/password/change-password.dto';
import { fieldErrorsOf } from '../../src-domain/shared/validation/validate-input';
import { useFeatureStore, useStores } from '../app/stores.context';
import { AuthForm } from '../auth/auth-form';
import { ChangePasswordStore } from '../auth/password/change-password.store';
import { FormField } from '../shared/form-field';
import { FormState } from '../shared/form-state';
import { usePageTitle } from '../shared/page-title';
import { TitledCallout } from '../shared/titled-callout';

/** What the change-password form holds. */
export interface ChangePasswordValues extends Record<string, string> {
  current_password: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: ChangePasswordValues = { current_password: '', password: '', password_confirmation: '' };

/** /dashboard/account-settings/change-password */
export const ChangePasswordPage = observer(function ChangePasswordPage() {
  const { auth } = useStores();
  const store = useFeatureStore(ChangePasswordStore);
  const submission = store.form;
  const [form, setForm] = useState(() => newForm());
  usePageTitle('Change password');
  useEffect(() => () => store.leave(), [store]);

  function newForm(): FormState<ChangePasswordValues> {
    return new FormState<ChangePasswordValues>(EMPTY, (values) => fieldErrorsOf(ChangePasswordDto, values), (field) => submission.clearField(field));
  }

  const pending = submission.pending;
  const user = auth.user;
  return (
    <div className="settings">
      <header className="settings__header">
        <H1 className="settings__title">Change password</H1>
        <p className="muted">Use a password you do not use anywhere else. You need your current one to set a new one.</p>
      </header>
      <div className="settings__grid">
        <Card elevation={Elevation.ONE} className="settings__card">
          {store.changedAt !== null && (
            <TitledCallout intent={Intent.SUCCESS} icon={<TickCircleIcon />} className="settings__callout" role="status" title="Password changed">
              From now on, sign in with your new password. Every other device that was signed in to your account has been signed out; this
              one stays signed in.
            </TitledCallout>
          )}
          <AuthForm
            label="Change password"
            form={form}
            submission={submission}
            fields={FIELDS}
            onValid={async (values) => {
              // A fresh, empty form after success: passwords should not linger in the page.
              if (await store.change(values)) setForm(newForm());
            }}
          >
            <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
            <FormField
              form={form}
              name="current_password"
              label="Current password"
              type="password"
              autoComplete="current-password"
              serverErrors={submission.fieldErrors}
              disabled={pending}
              revealable
            />
            <NewPasswordFields form={form} serverErrors={submission.fieldErrors} disabled={pending} personal={[user?.firstName ?? '', user?.lastName ?? '', user?.email.split('@')[0] ?? '']} label="New password" confirmLabel="Confirm the new password" />
            <Button type="submit" intent={Intent.PRIMARY} size="large" loading={pending} disabled={pending}>
              Change password
            </Button>
          </AuthForm>
        </Card>
        <aside className="settings__aside" aria-label="About changing your password">
          <TitledCallout icon={<InfoSignIcon />} title="What happens next">
            <ul className="settings__list">
              <li>This device stays signed in.</li>
              <li>Every other phone, tablet or computer signed in to your account is signed out and needs the new password.</li>
              <li>We never ask for your password by phone or e-mail.</li>
            </ul>
            <p>Forgotten your current password? Sign out, then choose “Forgotten your password?” on the sign-in page.</p>
          </TitledCallout>
        </aside>
      </div>
    </div>
  );
});
ChangePasswordPage.displayName = 'ChangePasswordPage';
