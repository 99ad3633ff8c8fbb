import { Tag } from '@blueprintjs/core';
import { BriefcaseIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { EMPLOYMENT_TYPE_LABELS, PAY_FREQUENCY_LABELS } from '../../../src-domain/profile/profile-options';
import { formatMoney } from '../../../src-domain/shared/money';
import type { ProfileStore } from '../profile.store';
import { formatDate } from './details-section';
import { EmptyState, ProfileSection } from './profile-section';
import { RecordRow } from './record-row';

/** Props of {@link EmploymentsSection}. */
export interface EmploymentsSectionProps {
  store: ProfileStore;
}

/** The borrower's employment and income records, newest first. */
export const EmploymentsSection = observer(function EmploymentsSection({ store }: EmploymentsSectionProps) {
  const employments = store.profile.employments;
  return (
    <ProfileSection
      id="employments-title"
      title="Employment and income"
      icon={<BriefcaseIcon size={20} />}
      description="What you earn, so we only lend what you can comfortably repay."
      addLabel={employments.length > 0 ? 'Add employment' : undefined}
      onAdd={() => store.open('employment')}
    >
      {employments.length === 0 ? (
        <EmptyState
          title="Tell us about your income"
          body="Your employer, monthly pay and next pay date let us check that repayments are affordable and time them with your pay day."
          actionLabel="Add employment"
          onAction={() => store.open('employment')}
        />
      ) : (
        <ul className="record-list">
          {employments.map((employment) => {
            const title = employment.employerName ?? EMPLOYMENT_TYPE_LABELS[employment.employmentType];
            return (
              <RecordRow
                key={employment.id}
                title={title}
                editLabel={`Edit ${title}`}
                onEdit={() => store.open('employment', employment.id)}
                tags={<Tag minimal round>{EMPLOYMENT_TYPE_LABELS[employment.employmentType]}</Tag>}
              >
                {employment.position && <span className="muted">{employment.position}{employment.startDate ? ` since ${formatDate(employment.startDate)}` : ''}</span>}
                <span className="record-row__money">
                  {formatMoney(employment.monthlyNetIncome)} take-home <span className="muted">({formatMoney(employment.monthlyGrossIncome)} before tax) a month</span>
                </span>
                {employment.monthlyOutgoings && (
                  <span className="muted">{formatMoney(employment.monthlyOutgoings)} outgoings a month</span>
                )}
                <span className="muted record-row__meta">
                  Paid {PAY_FREQUENCY_LABELS[employment.payFrequency].toLowerCase()}
                  {employment.nextPayDate ? ` · next on ${formatDate(employment.nextPayDate)}` : ''}
                </span>
              </RecordRow>
            );
          })}
        </ul>
      )}
    </ProfileSection>
  );
});
EmploymentsSection.displayName = 'EmploymentsSection';
