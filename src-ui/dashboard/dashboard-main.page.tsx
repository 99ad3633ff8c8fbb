import { hasPage } from '../app/pages';
import { Button, Card, Elevation, H1, Intent, Spinner, Tag } from '@blueprintjs/core';
import {
  DocumentIcon,
  EnvelopeIcon,
  MobilePhoneIcon,
  RefreshIcon,
  TickCircleIcon,
  TimeIcon,
  CalculatorIcon,
} from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { ReactElement, ReactNode } from 'react';
import { useEffect } from 'react';
import { pendingVerification, type User, type VerificationStep } from '../../src-domain/auth/user.entity';
import { useFeatureStore, useStores } from '../app/stores.context';
import { FeedbackCard } from '../feedback/feedback-card';
import { ProfileCompletenessCard } from '../profile/profile-completeness.card';
import { LoanSummaryCard } from '../loans/loan-summary.card';
import { MissedPaymentCallouts } from '../loans/missed-payment.callout';
import { ProfileStore } from '../profile/profile.store';
import { DocumentsStore } from '../documents/documents.store';
import type { DocumentType } from '../../src-domain/documents/document.entity';
import { activeBrand } from '../brand/brand.config';
import { LinkButton } from '../shared/link-button';
import { usePageTitle } from '../shared/page-title';
import { PhoneNumberText } from '../shared/phone-number-text';
import { TitledCallout } from '../shared/titled-callout';

/** Props of {@link VerificationRow}. */
export interface VerificationRowProps {
  icon: ReactElement;
  label: string;
  /** The address or number being verified. */
  value: ReactNode;
  verified: boolean;
}

/** One line of the verification card. */
export function VerificationRow({ icon, label, value, verified }: VerificationRowProps) {
  return (
    <li className="verification__row">
      <span className="verification__icon">{icon}</span>
      <span className="verification__what">
        <strong>{label}</strong>
        <span className="muted verification__value">{value}</span>
      </span>
      {verified ? (
        <Tag intent={Intent.SUCCESS} minimal round icon={<TickCircleIcon />}>
          Verified
        </Tag>
      ) : (
        <Tag intent={Intent.WARNING} minimal round icon={<TimeIcon />}>
          Not verified yet
        </Tag>
      )}
    </li>
  );
}
VerificationRow.displayName = 'VerificationRow';

/** A "what to do next" suggestion. */
interface NextStep {
  key: string;
  icon: ReactElement;
  title: string;
  body: ReactNode;
  action: string;
  to: string;
  urgent?: boolean;
}

const VERIFICATION_STEPS: Record<VerificationStep, (user: User) => NextStep> = {
  'verify-phone': (user) => ({
    key: 'verify-phone',
    icon: <MobilePhoneIcon size={20} />,
    title: 'Confirm your mobile number',
    body: (
      <>
        We text a six-digit code to <PhoneNumberText e164={user.phone} />. Confirming your number protects your account and is needed before we can pay out a
        loan.
      </>
    ),
    action: 'Verify my number',
    to: '/auth/verify',
    urgent: true,
  }),
  'verify-email': (user) => ({
    key: 'verify-email',
    icon: <EnvelopeIcon size={20} />,
    title: 'Confirm your e-mail address',
    body: `We send a link to ${user.email}; following it confirms the address. We send your agreements and statements there.`,
    action: 'Verify my e-mail',
    to: '/auth/verify',
    urgent: true,
  }),
};

const listFormat = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/**
 * The documents step: what the lender still needs by name once the documents have loaded, nothing
 * when everything is on file, and the usual three until then (or if they could not be loaded).
 */
function documentsStep(stillNeeded: DocumentType[] | null): NextStep[] {
  if (stillNeeded?.length === 0) return [];
  const needed = stillNeeded ? `Still needed: ${listFormat.format(stillNeeded.map((type) => type.name))}.` : 'A proof of address, your latest payslip and a bank statement.';
  return [
    {
      key: 'documents',
      icon: <DocumentIcon size={20} />,
      title: 'Have your documents ready',
      body: `${needed} Sending them now means we can decide as soon as you apply.`,
      action: 'Upload documents',
      to: '/dashboard/documents',
    },
  ];
}

function nextSteps(user: User, stillNeeded: DocumentType[] | null): NextStep[] {
  return [
    ...pendingVerification(user).map((step) => VERIFICATION_STEPS[step](user)),
    // Completing the profile is offered once, by the completeness card above.
    ...documentsStep(stillNeeded),
    {
      key: 'loan',
      icon: <CalculatorIcon size={20} />,
      title: 'See what a loan would cost',
      body: 'Choose an amount and a term to see the monthly repayment, the total cost and the APR before you apply.',
      action: 'Work out my price',
      to: '/dashboard/loan-request',
    },
  ];
}

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** /dashboard/main: greets the borrower, shows what is verified and what to do next. */
export const DashboardMainPage = observer(function DashboardMainPage() {
  const { auth } = useStores();
  const profile = useFeatureStore(ProfileStore);
  const documents = useFeatureStore(DocumentsStore);
  usePageTitle('Overview');
  useEffect(() => {
    void auth.refreshUser();
  }, [auth]);
  useEffect(() => {
    if (!documents.page && !documents.loading) void documents.load();
  }, [documents]);
  const user = auth.user;
  if (!user) return null; // the guard is already sending the person to sign-in
  const pending = pendingVerification(user);
  const loading = auth.userStatus === 'loading';
  const steps = nextSteps(user, documents.stillNeededIfKnown)
    // Only what this portal offers yet; once the profile is complete, its own card says so.
    .filter((step) => hasPage(step.to))
    .filter((step) => step.key !== 'details' || !(profile.loaded && profile.completeness.complete));
  // What still needs doing comes first; once both are confirmed, the card only confirms it, below the loans.
  const verification = (
    <Card elevation={Elevation.ONE} className="dashboard__card verification" aria-busy={loading}>
      <div className="dashboard__card-head">
        <h2>Account verification</h2>
        {loading && (
          <span className="muted dashboard__checking" role="status">
            <Spinner size={16} /> Checking…
          </span>
        )}
      </div>
      <ul className="verification__list">
        <VerificationRow icon={<MobilePhoneIcon />} label="Mobile number" value={<PhoneNumberText e164={user.phone} />} verified={!!user.phoneVerifiedAt} />
        <VerificationRow icon={<EnvelopeIcon />} label="E-mail address" value={user.email} verified={!!user.emailVerifiedAt} />
      </ul>
    </Card>
  );
  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <H1 className="dashboard__title">
          {greeting(new Date().getHours())}, {user.firstName}
        </H1>
        <p className="muted">
          {pending.length === 0
            ? 'Your phone number and e-mail address are confirmed.'
            : `${pending.length === 1 ? 'One step' : `${pending.length} steps`} left before you can apply for a loan.`}
        </p>
      </header>

      {auth.userStatus === 'error' && (
        <TitledCallout intent={Intent.WARNING} className="dashboard__callout" title="We could not refresh your details">
          <p>{auth.userError} What you see may be out of date.</p>
          <Button icon={<RefreshIcon />} onClick={() => void auth.refreshUser()}>
            Try again
          </Button>
        </TitledCallout>
      )}

      <MissedPaymentCallouts />

      {pending.length > 0 && verification}

      <LoanSummaryCard />

      <ProfileCompletenessCard />

      {pending.length === 0 && verification}

      {steps.length > 0 && (
        <section aria-labelledby="next-title">
          <h2 id="next-title" className="dashboard__section-title">
            What to do next
          </h2>
          <div className="next-steps">
            {steps.map((step) => (
              <Card key={step.key} className={`next-steps__card${step.urgent ? ' next-steps__card--urgent' : ''}`} elevation={Elevation.ONE}>
                <div className="next-steps__icon">{step.icon}</div>
                <h3>{step.title}</h3>
                <p>{step.body}</p>
                <LinkButton to={step.to} intent={step.urgent ? Intent.PRIMARY : Intent.NONE} variant={step.urgent ? 'solid' : 'outlined'}>
                  {step.action}
                </LinkButton>
              </Card>
            ))}
          </div>
        </section>
      )}

      <FeedbackCard />

      <p className="dashboard__help muted">
        Questions? Call {activeBrand.contact.phone} ({activeBrand.contact.hours}) or write to{' '}
        <a href={`mailto:${activeBrand.contact.email}`}>{activeBrand.contact.email}</a>.
      </p>
    </div>
  );
});
DashboardMainPage.displayName = 'DashboardMainPage';
