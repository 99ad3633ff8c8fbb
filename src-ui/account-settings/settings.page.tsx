import { Card, Elevation, H1, Intent, Tag } from '@blueprintjs/core';
import { EnvelopeIcon, MobilePhoneIcon, TickCircleIcon, TimeIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactElement } from 'react';
import { VERIFY_PATH } from '../../src-domain/auth/route-access.policy';
import { useFeatureStore, useStores } from '../app/stores.context';
import { TwoFactorStore } from '../auth/two-factor/two-factor.store';
import { LinkButton } from '../shared/link-button';
import { usePageTitle } from '../shared/page-title';
import { TwoFactorCard } from './two-factor-card';
import { ContactChangeCard } from './contact-change-card';
import { formatPhone } from '../../src-domain/shared/phone-number';

/** Props of {@link ContactRow}. */
interface ContactRowProps {
  icon: ReactElement;
  label: string;
  value: string;
  verified: boolean;
  action: string;
}

function ContactRow({ icon, label, value, verified, action }: ContactRowProps) {
  return (
    <li className="contact-row">
      <span className="contact-row__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="contact-row__what">
        <strong>{label}</strong>
        <span className="muted contact-row__value">{value}</span>
      </span>
      {verified ? (
        <Tag intent={Intent.SUCCESS} minimal round icon={<TickCircleIcon />}>
          Verified
        </Tag>
      ) : (
        <span className="contact-row__action">
          <Tag intent={Intent.WARNING} minimal round icon={<TimeIcon />}>
            Not verified yet
          </Tag>
          <LinkButton to={VERIFY_PATH} size="small" intent={Intent.PRIMARY} variant="outlined">
            {action}
          </LinkButton>
        </span>
      )}
    </li>
  );
}

/** /dashboard/account-settings/settings: contact details' verification and two-step sign-in. */
export const SettingsPage = observer(function SettingsPage() {
  const { auth } = useStores();
  const twoFactor = useFeatureStore(TwoFactorStore);
  usePageTitle('Settings');
  useEffect(() => {
    void auth.refreshUser();
    // Leaving the page drops a half-done enrolment and the recovery codes: they are shown once.
    return () => twoFactor.forget();
  }, [auth, twoFactor]);
  const user = auth.user;
  if (!user) return null;
  return (
    <div className="settings">
      <header className="settings__header">
        <H1 className="settings__title">Settings</H1>
        <p className="muted">How we reach you and how you sign in.</p>
      </header>
      <Card elevation={Elevation.ONE} className="settings__card" aria-labelledby="contact-title">
        <div className="settings__card-heading">
          <h2 id="contact-title">Contact details</h2>
          <p className="muted">
            We need both confirmed before we can pay out a loan. You can change them below.
          </p>
        </div>
        <ul className="contact-rows">
          <ContactRow icon={<MobilePhoneIcon />} label="Mobile number" value={formatPhone(user.phone)} verified={!!user.phoneVerifiedAt} action="Verify" />
          <ContactRow icon={<EnvelopeIcon />} label="E-mail address" value={user.email} verified={!!user.emailVerifiedAt} action="Verify" />
        </ul>
      </Card>
      <ContactChangeCard />
      <TwoFactorCard />
    </div>
  );
});
SettingsPage.displayName = 'SettingsPage';
