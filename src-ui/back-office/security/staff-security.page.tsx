import { observer } from 'mobx-react-lite';
import { TwoFactorCard } from '../../account-settings/two-factor-card';
import { useStores } from '../../app/stores.context';
import { LinkButton } from '../../shared/link-button';
import { usePageTitle } from '../../shared/page-title';
import { TitledCallout } from '../../shared/titled-callout';

/**
 * Two-step sign-in for staff: until it is on, the only page of the back office (the server
 * refuses every other call with two_factor_required). The borrower's own card does the work.
 */
export const StaffSecurityPage = observer(function StaffSecurityPage() {
  usePageTitle('Two-step sign-in');
  const { auth } = useStores();
  const on = auth.user?.twoFactorEnabled === true;
  return (
    <section className="back-office-page back-office-security">
      <h1 className="back-office-page__title">Two-step sign-in</h1>
      {on ? (
        <TitledCallout intent="success" title="Two-step sign-in is on">
          <p>Each time you sign in we will ask for a code from your authenticator app as well as your password.</p>
          <LinkButton to="/back-office" intent="primary">
            Go to today's work
          </LinkButton>
        </TitledCallout>
      ) : (
        <TitledCallout intent="primary" title="Turn on two-step sign-in to use the back office">
          <p>
            You can see borrowers' personal and financial details, so your account needs more than a password. Once two-step sign-in is on, the
            queues and files open.
          </p>
        </TitledCallout>
      )}
      <TwoFactorCard />
    </section>
  );
});
StaffSecurityPage.displayName = 'StaffSecurityPage';
