import { Tag } from '@blueprintjs/core';
import type { BorrowerFile } from '../../../src-domain/back-office/borrower-file.entity';
import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { formatInstant } from '../queues/queue-formatting';
import { Facts, FileSection, NOT_GIVEN } from './file-section';

/** A yes/no check as a tag: green when done, amber when not. */
function Check({ done, yes, no }: { done: boolean; yes: string; no: string }) {
  return (
    <Tag minimal intent={done ? 'success' : 'warning'}>
      {done ? yes : no}
    </Tag>
  );
}

/** Who the borrower is and how far that is checked: e-mail, phone, two-step sign-in, photo ID. */
export function FileIdentitySection({ file }: { file: BorrowerFile }) {
  const { borrower } = file;
  return (
    <FileSection id="identity" title="Identity and verification">
      <Facts
        facts={[
          ['E-mail', <>{borrower.email} <Check done={borrower.emailVerifiedAt !== null} yes="Verified" no="Not verified" /></>],
          ['Phone', <>{borrower.phone || NOT_GIVEN} <Check done={borrower.phoneVerifiedAt !== null} yes="Verified" no="Not verified" /></>],
          ['Two-step sign-in', <Check done={borrower.twoFactorEnabled} yes="On" no="Off" />],
          ['Identity', <Check done={borrower.identityConfirmed} yes="Confirmed from photo ID" no="Not confirmed yet" />],
          ['Date of birth', borrower.dateOfBirth ? formatCalendarDate(borrower.dateOfBirth) : NOT_GIVEN],
          ['Customer since', formatInstant(borrower.createdAt)],
        ]}
      />
    </FileSection>
  );
}
FileIdentitySection.displayName = 'FileIdentitySection';
