import { Button, Callout, H1, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { borrowerName } from '../../../src-domain/back-office/borrower-file.entity';
import { can, type StaffPermission } from '../../../src-domain/back-office/staff-role';
import { useStores } from '../../app/stores.context';
import { EmptyState } from '../../shared/empty-state';
import { usePageTitle } from '../../shared/page-title';
import { useBackOfficeStores } from '../back-office-stores.context';
import { FileActionDialogView } from './file-action.dialog';
import { FileCorrespondenceSection } from './file-correspondence.section';
import { FileDocumentsSection } from './file-documents.section';
import { FileIdentitySection } from './file-identity.section';
import { FileLoansSection } from './file-loans.section';
import { FileAffordabilitySection, FileProfileSection } from './file-profile.section';
import { FileRequestsSection } from './file-requests.section';

/** The file's parts, for the links under the title. */
const PARTS = [
  ['identity', 'Identity'],
  ['profile', 'Profile'],
  ['employment', 'Employment'],
  ['affordability', 'Affordability'],
  ['documents', 'Documents'],
  ['requests', 'Requests'],
  ['loans', 'Loans'],
  ['letters', 'Letters'],
  ['conversations', 'Conversations'],
] as const;

/** /back-office/borrowers/:id: everything the lender holds on one borrower, on one screen, with the actions the staff member's role allows. */
export const BorrowerFilePage = observer(function BorrowerFilePage() {
  const { id } = useParams();
  const borrowerId = /^[1-9]\d{0,11}$/.test(id ?? '') ? Number(id) : null;
  const { borrowerFile: store } = useBackOfficeStores();
  const user = useStores().auth.user;
  const role = user?.staffRole ?? null;
  // The server enforces; the page only leaves out what it would refuse.
  const may = (permission: StaffPermission) => role !== null && can(role, permission);
  const file = store.file?.borrower.id === borrowerId ? store.file : null;
  usePageTitle(file ? `${borrowerName(file.borrower)}: file` : 'Borrower’s file');

  useEffect(() => {
    if (borrowerId !== null) void store.load(borrowerId);
  }, [store, borrowerId]);

  if (borrowerId === null || store.notFound) {
    return (
      <section className="back-office-page">
        <EmptyState title="There is no borrower with this number" description={<Link to="/back-office/borrowers">Find a borrower</Link>} />
      </section>
    );
  }
  if (!file) {
    return (
      <section className="back-office-page">
        {store.loadError ? (
          <EmptyState title="We could not open this file" description={store.loadError} action={<Button text="Try again" onClick={() => void store.load(borrowerId)} />} />
        ) : (
          <Spinner size={32} aria-label="Opening the borrower’s file" />
        )}
      </section>
    );
  }

  return (
    <section className="back-office-page borrower-file">
      <div className="back-office-page__header">
        <div>
          <H1 className="back-office-page__title">{borrowerName(file.borrower)}</H1>
          <p className="muted">
            Borrower {file.borrower.id} · {file.borrower.email}{' '}
            {file.borrower.identityConfirmed ? (
              <Tag minimal intent="success">
                Identity confirmed
              </Tag>
            ) : (
              <Tag minimal intent="warning">
                Identity not confirmed
              </Tag>
            )}
          </p>
        </div>
      </div>
      <nav aria-label="Parts of the file" className="borrower-file__parts">
        {PARTS.map(([anchor, label]) => (
          <a key={anchor} href={`#${anchor}`}>
            {label}
          </a>
        ))}
      </nav>
      <div aria-live="polite">
        {store.notice && (
          <Callout intent={store.notice.intent} className="borrower-file__notice">
            <span>{store.notice.text}</span> <Button minimal small text="Dismiss" onClick={() => store.dismissNotice()} />
          </Callout>
        )}
      </div>
      <FileIdentitySection file={file} />
      <FileProfileSection file={file} />
      <FileAffordabilitySection file={file} />
      <FileDocumentsSection file={file} mayReview={may('documents.review')} />
      <FileRequestsSection file={file} mayDecide={may('requests.decide')} staffName={user ? `${user.firstName} ${user.lastName}` : ''} />
      <FileLoansSection file={file} mayRecordPayment={may('payments.record')} maySettle={may('loans.settle')} />
      <FileCorrespondenceSection file={file} />
      <FileActionDialogView file={file} />
    </section>
  );
});
