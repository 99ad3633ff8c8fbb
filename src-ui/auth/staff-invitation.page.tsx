import { Button, H1, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../src-domain/auth/route-access.policy';
import { AcceptStaffInvitationDto } from '../../src-domain/back-office/accept-staff-invitation.dto';
import { AcceptStaffInvitation } from '../../src-domain/back-office/staff-invitation';
import { fieldErrorsOf } from '../../src-domain/shared/validation/validate-input';
import { useStores } from '../app/stores.context';
import { FormState } from '../shared/form-state';
import { NewPasswordFields } from '../shared/new-password-fields';
import { usePageTitle } from '../shared/page-title';
import { TitledCallout } from '../shared/titled-callout';
import { AuthForm } from './auth-form';
import { SubmissionState } from './auth.store';

interface InvitationValues extends Record<string, string> {
  password: string;
  password_confirmation: string;
}

const FIELDS = ['password', 'password_confirmation', 'token'] as const;

/** The token of the e-mailed link, from `#token=…` (a fragment never reaches a server or its logs, ADR 0033). */
export function invitationToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** /auth/staff-invitation: a new member of staff chooses their password, then signs in. */
export const StaffInvitationPage = observer(function StaffInvitationPage() {
  usePageTitle('Set your password');
  const { services, notifier } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => invitationToken(location.hash));
  const [submission] = useState(() => new SubmissionState());
  const [form] = useState(
    () =>
      new FormState<InvitationValues>(
        { password: '', password_confirmation: '' },
        (values) => fieldErrorsOf(AcceptStaffInvitationDto, { ...values, token }),
        (field) => submission.clearField(field),
      ),
  );
  const tokenProblem = submission.fieldErrors.token?.[0];

  if (!token) {
    return (
      <div className="auth-page">
        <H1 className="auth-page__title">Set your password</H1>
        <TitledCallout intent={Intent.WARNING} className="auth-page__callout" title="This link is incomplete">
          Open the link in your invitation e-mail again. If it has expired, ask the administrator who invited you to send a new one.
        </TitledCallout>
        <p className="auth-page__switch">
          <Link to={SIGN_IN_PATH}>Go to sign in</Link>
        </p>
      </div>
    );
  }

  const accept = async (values: InvitationValues) => {
    submission.start();
    try {
      // The back office's bindings bring the invitation's use-case; only invited staff ever load them.
      const { loadBackOffice } = await import('../back-office/back-office.loader');
      const backOffice = await loadBackOffice(services);
      await backOffice.services.get(AcceptStaffInvitation).execute({ token, ...values });
      submission.succeed();
      notifier.success('Your password is set. Sign in with your e-mail address and your new password.');
      navigate(SIGN_IN_PATH, { replace: true });
    } catch (error) {
      submission.fail(error);
    }
  };

  return (
    <div className="auth-page">
      <H1 className="auth-page__title">Set your password</H1>
      <p className="auth-page__lead muted">
        Welcome to the team. Choose the password you will sign in with; next, you will turn on two-step sign-in before the back office opens.
      </p>
      {tokenProblem && (
        <TitledCallout intent={Intent.WARNING} className="auth-page__callout" role="alert" title="This invitation cannot be used">
          {tokenProblem} Invitations last 72 hours and work once; ask the administrator who invited you for a new one.
        </TitledCallout>
      )}
      <AuthForm label="Set your password" form={form} submission={submission} fields={FIELDS} onValid={(values) => void accept(values)}>
        <NewPasswordFields form={form} serverErrors={submission.fieldErrors} disabled={submission.pending} personal={[]} label="Password" confirmLabel="Type the password again" autoFocus />
        <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={submission.pending} disabled={submission.pending}>
          Set my password
        </Button>
      </AuthForm>
    </div>
  );
});
StaffInvitationPage.displayName = 'StaffInvitationPage';
