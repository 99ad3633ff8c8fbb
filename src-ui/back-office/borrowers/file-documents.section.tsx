import { Button, Checkbox, Tag, type Intent } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { isPhotoIdentity, type BorrowerFile, type FileDocument, type FileDocumentStatus } from '../../../src-domain/back-office/borrower-file.entity';
import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { useBackOfficeStores } from '../back-office-stores.context';
import { formatInstant } from '../queues/queue-formatting';
import { DocumentPreview } from './document-preview';
import { FileSection } from './file-section';

const STATUS: Record<FileDocumentStatus, { label: string; intent: Intent }> = {
  pending: { label: 'Awaiting review', intent: 'warning' },
  approved: { label: 'Accepted', intent: 'success' },
  rejected: { label: 'Turned down', intent: 'danger' },
  expired: { label: 'Expired', intent: 'none' },
};

/** Props of {@link FileDocumentsSection}. */
export interface FileDocumentsSectionProps {
  file: BorrowerFile;
  /** The staff member may accept or turn down documents. */
  mayReview: boolean;
}

/** The borrower's uploads, each with its preview on demand and, while awaiting review, the reviewer's actions. */
export function FileDocumentsSection({ file, mayReview }: FileDocumentsSectionProps) {
  return (
    <FileSection id="documents" title="Documents">
      {file.documents.length === 0 ? (
        <p className="muted">No documents sent yet.</p>
      ) : (
        <ul className="borrower-file__documents">
          {file.documents.map((document) => (
            <DocumentItem key={document.id} document={document} mayReview={mayReview} />
          ))}
        </ul>
      )}
    </FileSection>
  );
}
FileDocumentsSection.displayName = 'FileDocumentsSection';

const DocumentItem = observer(function DocumentItem({ document, mayReview }: { document: FileDocument; mayReview: boolean }) {
  const { borrowerFile: store } = useBackOfficeStores();
  const [shown, setShown] = useState(false);
  const [identityConfirmed, setIdentityConfirmed] = useState(false);
  const status = STATUS[document.status];
  const photoId = isPhotoIdentity(document);
  const busy = store.busy === `document-${document.id}`;
  const headingId = `document-${document.id}-title`;
  return (
    <li id={`document-${document.id}`} className="borrower-file__document" aria-labelledby={headingId}>
      <div className="borrower-file__document-header">
        <h3 id={headingId} className="borrower-file__document-title">
          {document.typeName}
          {document.side ? ` (${document.side})` : ''}
        </h3>
        <Tag minimal intent={status.intent}>
          {status.label}
        </Tag>
        {document.identityConfirmedAt && (
          <Tag minimal intent="success">
            Identity confirmed
          </Tag>
        )}
      </div>
      <p className="muted">
        {document.fileName}, sent {formatInstant(document.uploadedAt)}
        {document.expiresOn ? `; expires ${formatCalendarDate(document.expiresOn)}` : ''}
      </p>
      {document.reason && <p>Reason given to the borrower: {document.reason}</p>}
      <Button
        text={shown ? 'Hide the document' : 'Show the document'}
        icon={shown ? <EyeOffIcon /> : <EyeOpenIcon />}
        aria-expanded={shown}
        aria-controls={`document-${document.id}-preview`}
        onClick={() => setShown(!shown)}
      />
      {shown && (
        <div id={`document-${document.id}-preview`} className="document-preview">
          <DocumentPreview document={document} />
        </div>
      )}
      {mayReview && document.status === 'pending' && (
        <div className="borrower-file__actions">
          {photoId && (
            <Checkbox
              checked={identityConfirmed}
              label="I have matched the photo and details to the borrower: identity confirmed"
              onChange={(event) => setIdentityConfirmed(event.currentTarget.checked)}
            />
          )}
          <Button intent="success" text="Accept" loading={busy} disabled={store.busy !== null && !busy} onClick={() => void store.approveDocument(document.id, photoId && identityConfirmed)} />
          <Button text="Turn down…" disabled={store.busy !== null} onClick={() => store.openDialog('reject-document', document.id)} />
        </div>
      )}
    </li>
  );
});
