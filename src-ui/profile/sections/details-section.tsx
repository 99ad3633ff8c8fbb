import { Button } from '@blueprintjs/core';
import { EditIcon, PersonIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { EDUCATION_LABELS, GENDER_LABELS, MARITAL_STATUS_LABELS } from '../../../src-domain/profile/profile-options';
import { countryName } from '../dialogs/countries';
import type { ProfileStore } from '../profile.store';
import { EmptyState, ProfileSection } from './profile-section';
import { formatPhone } from '../../../src-domain/shared/phone-number';
import { activeBrand } from '../../brand/brand.config';


/** An optional question left blank. */
const NOT_GIVEN = 'Not given';
/** Props of {@link DetailsSection}. */
export interface DetailsSectionProps {
  store: ProfileStore;
}

/** "1990-05-17" → "17 May 1990", without time-zone surprises. */
export function formatDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The borrower's personal details, or what to add and why. */
export const DetailsSection = observer(function DetailsSection({ store }: DetailsSectionProps) {
  const details = store.profile.details;
  const name = details ? [details.firstName, details.middleName, details.lastName].filter(Boolean).join(' ') : '';
  return (
    <ProfileSection id="details-title" title="Personal details" icon={<PersonIcon size={20} />} description="Who you are, as on your ID: we confirm it before lending.">
      {details ? (
        <div className="details-grid">
          <dl>
            <div><dt>Full name</dt><dd>{name}</dd></div>
            <div><dt>Date of birth</dt><dd>{formatDate(details.dateOfBirth)}</dd></div>
            <div><dt>{activeBrand.nationalIdName}</dt><dd>{details.nationalIdMasked}</dd></div>
            <div><dt>Phone</dt><dd>{details.phone ? formatPhone(details.phone) : ''}</dd></div>
            <div><dt>Gender</dt><dd>{details.gender ? GENDER_LABELS[details.gender] : NOT_GIVEN}</dd></div>
            <div><dt>Marital status</dt><dd>{MARITAL_STATUS_LABELS[details.maritalStatus]}</dd></div>
            <div><dt>Dependants</dt><dd>{details.dependants}</dd></div>
            <div><dt>Education</dt><dd>{details.education ? EDUCATION_LABELS[details.education] : NOT_GIVEN}</dd></div>
            <div><dt>Nationality</dt><dd>{countryName(details.nationality)}</dd></div>
          </dl>
          <Button className="details-grid__edit" icon={<EditIcon />} variant="outlined" onClick={() => store.open('details')}>
            Edit personal details
          </Button>
        </div>
      ) : (
        <EmptyState
          title="Tell us who you are"
          body="Your legal name, date of birth and National Insurance number let us confirm your identity and that you are old enough to borrow."
          actionLabel="Add personal details"
          onAction={() => store.open('details')}
        />
      )}
    </ProfileSection>
  );
});
DetailsSection.displayName = 'DetailsSection';
