import { Alert, Button, Callout, Card, Elevation, FileInput, FormGroup, H1, HTMLSelect, HTMLTable, ProgressBar, SegmentedControl, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { DownloadIcon, TickCircleIcon, TrashIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { oneOfGroups, requirementSentence, type RequirementStatus } from '../../src-domain/agreements/identity-requirement';
import type { DocumentStatus } from '../../src-domain/documents/document.entity';
import { sentenceList } from '../../src-domain/shared/sentence-list';
import { documentLimits } from '../../src-domain/documents/document-limits.presenter';
import { useFeatureStore } from '../app/stores.context';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { Pager } from '../loans/pager';
import { DayMonthYear } from '../shared/day-month-year';
import { usePageTitle } from '../shared/page-title';
import { DocumentsStore, type IdentityRequirement } from './documents.store';
import { TitledCallout } from '../shared/titled-callout';
import { EmptyState } from '../shared/empty-state';

const STATUS: Record<DocumentStatus, { label: string; intent: Intent }> = {
  pending: { label: 'Being checked', intent: 'primary' },
  approved: { label: 'Accepted', intent: 'success' },
  rejected: { label: 'Not accepted', intent: 'danger' },
  expired: { label: 'Expired', intent: 'warning' },
};

/** The identity requirement's state as the borrower reads it: needed, being checked, or confirmed. */
const IDENTITY_STATE: Record<RequirementStatus, { label: string; intent: Intent }> = {
  missing: { label: 'Needed', intent: 'warning' },
  rejected: { label: 'Needed', intent: 'warning' },
  expired: { label: 'Needed', intent: 'warning' },
  pending: { label: 'Being checked', intent: 'primary' },
  approved: { label: 'Identity confirmed', intent: 'success' },
};

const MIME_OF: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** /dashboard/documents: what the lender still needs, an upload with progress, and the documents sent. */
export const DocumentsPage = observer(function DocumentsPage() {
  const store = useFeatureStore(DocumentsStore);
  const ids = { type: useId(), side: useId(), file: useId(), limits: useId() };
  usePageTitle('Documents');
  useEffect(() => {
    void store.load(1, {});
  }, [store]);
  const { upload } = store;
  const type = store.selectedType;
  const [dragging, setDragging] = useState(false);
  /** Chooses `slug` in the upload form and takes the borrower there. */
  const sendAnother = (slug: string) => {
    store.chooseType(slug);
    window.document.getElementById('send-a-document')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    window.document.getElementById(ids.file)?.focus({ preventScroll: true });
  };

  return (
    <div className="loan-page">
      <header className="dashboard__header">
        <H1 className="dashboard__title">Documents</H1>
        <p className="muted">We need to know it is you before we lend. Send clear photos or PDFs; we check them within one working day.</p>
      </header>

      {store.loadError && !store.types ? (
        <EmptyState title="We could not load your documents" description={store.loadError} action={<Button text="Try again" onClick={() => void store.load()} />} />
      ) : !store.types ? (
        <Spinner size={32} aria-label="Loading your documents" />
      ) : (
        <>
          {store.stillNeeded.length > 0 && (
            <TitledCallout intent="primary" title="What we still need" className="documents__needed">
              <ul>
                {store.stillNeeded.map((needed) => (
                  <li key={needed.slug}>
                    <strong>{needed.name}</strong>: {store.rejectionOf(needed.slug)?.reviewReason ? `we could not accept the last one (${store.rejectionOf(needed.slug)!.reviewReason}). ` : ''}
                    {needed.description}
                  </li>
                ))}
              </ul>
            </TitledCallout>
          )}

          {store.identityRequirement && <IdentityRequirementCard requirement={store.identityRequirement} onSend={sendAnother} />}

          <Card
            elevation={Elevation.ONE}
            className={`dashboard__card documents__upload${dragging ? ' documents__upload--dragging' : ''}`}
            id="send-a-document"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              const dropped = event.dataTransfer.files[0];
              if (dropped) upload.setFile(dropped);
            }}
          >
            <h2 className="dashboard__section-title">Send a document</h2>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void store.send();
              }}
            >
              <div className="loan-request__pair">
                <FormGroup label="Document" labelFor={ids.type} labelInfo="(required)">
                  <HTMLSelect id={ids.type} fill large value={upload.typeSlug} onChange={(e) => store.chooseType(e.currentTarget.value)}>
                    {/* Alternatives (any one will do) sit together under what they prove. */}
                    {oneOfGroups(store.types).map((group) => {
                      const options = group.types.map((t) => (
                        <option key={t.slug} value={t.slug}>
                          {t.name}
                        </option>
                      ));
                      return group.oneOf ? (
                        <optgroup key={group.key} label={group.oneOf === 'photo-identity' ? 'Proof of identity (any one of these)' : 'Any one of these'}>
                          {options}
                        </optgroup>
                      ) : (
                        options
                      );
                    })}
                  </HTMLSelect>
                </FormGroup>
                {type?.hasBack && (
                  <FormGroup label="Side" labelFor={ids.side}>
                    <HTMLSelect id={ids.side} fill large value={upload.side} onChange={(e) => upload.setSide(e.currentTarget.value as 'front' | 'back')}>
                      <option value="front">Front</option>
                      <option value="back">Back</option>
                    </HTMLSelect>
                  </FormGroup>
                )}
                {type?.expires && (
                  <fieldset className="bp6-form-group date-parts">
                    <legend className="bp6-label date-parts__legend">
                      Expiry date <span className="bp6-text-muted">(required)</span>
                    </legend>
                    <DayMonthYear value={upload.expiresOn} onChange={(next) => upload.setExpiry(next)} invalid={!!upload.fieldErrors.expires_on} />
                    {upload.fieldErrors.expires_on && (
                      <div className="bp6-form-helper-text date-parts__error" role="alert">
                        {upload.fieldErrors.expires_on[0]}
                      </div>
                    )}
                  </fieldset>
                )}
              </div>
              {type && (
                <div className="documents__hint" id={ids.limits}>
                  <p className="muted">{type.description}</p>
                  <p className="documents__limits-title">What we can accept</p>
                  <ul className="documents__limits">
                    {documentLimits(type).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              )}
              <FormGroup label="File" labelFor={ids.file} labelInfo="(required)" helperText={upload.fieldErrors.file?.[0]} intent={upload.fieldErrors.file ? 'danger' : 'none'}>
                <FileInput
                  large
                  fill
                  text={upload.file ? `${upload.file.name} (${sizeText(upload.file.size)})` : 'Choose a file, take a photo, or drop a file here…'}
                  buttonText="Browse"
                  inputProps={{ id: ids.file, accept: (type?.accepts ?? []).map((f) => MIME_OF[f] ?? `.${f}`).join(','), 'aria-label': 'File', 'aria-describedby': type ? ids.limits : undefined }}
                  onInputChange={(e) => upload.setFile(e.currentTarget.files?.[0] ?? null)}
                />
              </FormGroup>
              {upload.sending && (
                <div className="documents__progress">
                  <ProgressBar intent="primary" value={upload.progress > 0 && upload.progress < 1 ? upload.progress : undefined} aria-label="Sending" />
                  <span className="muted" aria-live="polite">
                    {upload.progress < 1 ? `Sending… ${Math.round(upload.progress * 100)}%` : 'Sent; the lender is checking the file…'}
                  </span>
                </div>
              )}
              {upload.error && !upload.fieldErrors.file && !upload.fieldErrors.expires_on && <Callout intent="danger" className="loan-request__callout">{upload.error}</Callout>}
              <div className="request-card__actions">
                <Button type="submit" intent="primary" large loading={upload.sending} text="Send" />
                {upload.sending && <Button large text="Cancel" onClick={() => upload.cancel()} />}
              </div>
            </form>
          </Card>

          <section aria-labelledby="sent-title">
            <div className="loan-page__header">
              <h2 id="sent-title" className="dashboard__section-title">
                Documents you have sent
              </h2>
              <SegmentedControl
                options={[
                  { value: 'all', label: 'All' },
                  { value: 'pending', label: 'Being checked' },
                  { value: 'approved', label: 'Accepted' },
                  { value: 'rejected', label: 'Not accepted' },
                ]}
                value={store.filters.status ?? 'all'}
                onValueChange={(value) => void store.load(1, value === 'all' ? {} : { status: value as DocumentStatus })}
              />
            </div>
            {!store.page || store.page.items.length === 0 ? (
              <EmptyState title="No documents here yet" description="Documents you send appear here with what we made of them." />
            ) : (
              <div className="schedule-table__scroll" tabIndex={0} role="region" aria-label="Table of your documents" aria-busy={store.loading}>
                <HTMLTable compact striped className="schedule-table__table documents__table stacking-table">
                  <thead>
                    <tr>
                      <th scope="col">Document</th>
                      <th scope="col" className="schedule-table__detail">File</th>
                      <th scope="col" className="schedule-table__detail">Sent</th>
                      <th scope="col">Status</th>
                      <th scope="col">Our note</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {store.page.items.map((document) => (
                      <tr key={document.id}>
                        <td data-label="Document">
                          {document.typeName}
                          {document.side ? ` (${document.side})` : ''}
                        </td>
                        <td data-label="File" className="documents__file schedule-table__detail">{document.fileName}</td>
                        <td data-label="Sent" className="schedule-table__detail">{formatCalendarDate(document.createdAt.slice(0, 10), 'short')}</td>
                        <td data-label="Status">
                          <Tag minimal round intent={STATUS[document.status].intent}>
                            {STATUS[document.status].label}
                          </Tag>
                        </td>
                        <td data-label="Our note">
                          {document.reviewReason ?? (document.status === 'pending' ? 'We will check it within one working day.' : document.status === 'approved' && document.identityConfirmed ? 'Identity confirmed.' : '')}
                        </td>
                        <td className="documents__actions">
                          <Button
                            minimal
                            icon={<DownloadIcon />}
                            text="Download"
                            loading={store.downloading === document.id}
                            aria-label={`Download ${document.fileName}`}
                            onClick={() => void store.download(document)}
                          />
                          {/* Only while unchecked: an expired one may still be waiting; a checked one is the lender's record. */}
                          {(document.status === 'pending' || (document.status === 'expired' && document.reviewedAt === null)) && (
                            <Button
                              minimal
                              intent="danger"
                              icon={<TrashIcon />}
                              text="Remove"
                              aria-label={`Remove ${document.fileName}`}
                              onClick={() => store.askToRemove(document)}
                            />
                          )}
                          {(document.status === 'rejected' || document.status === 'expired') && store.needsAnother(document.typeSlug) && (
                            <Button minimal intent="primary" text="Send a new one" aria-label={`Send a new ${document.typeName.toLowerCase()}`} onClick={() => sendAnother(document.typeSlug)} />
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </div>
            )}
            {store.page && <Pager page={store.page.page} lastPage={store.page.lastPage} onPage={(n) => void store.load(n)} label="Pages of documents" />}
          </section>
          <RemoveDocumentAlert store={store} />
        </>
      )}
    </div>
  );
});
DocumentsPage.displayName = 'DocumentsPage';

/** Props of {@link IdentityRequirementCard}. */
interface IdentityRequirementCardProps {
  /** The photo identity group and where the borrower stands with it. */
  requirement: IdentityRequirement;
  /** Takes the borrower to the upload form with this type chosen. */
  onSend: (slug: string) => void;
}

/** Proof of identity as one requirement: any one of the photo ID types, needed before signing a loan agreement. */
const IdentityRequirementCard = observer(function IdentityRequirementCard({ requirement, onSend }: IdentityRequirementCardProps) {
  const { group, status, rejection } = requirement;
  const titleId = useId();
  const state = IDENTITY_STATE[status];
  // "passport, driving licence or national identity card", each name as it reads mid-sentence.
  const kinds = sentenceList(group.types.map((type) => requirementSentence({ ...group, types: [type] })), 'or');
  const needed = status === 'missing' || status === 'rejected' || status === 'expired';
  return (
    <Card elevation={Elevation.ONE} className="dashboard__card documents__requirement" role="region" aria-labelledby={titleId}>
      <div className="loan-page__header">
        <h2 id={titleId} className="dashboard__section-title">
          Proof of identity
        </h2>
        <Tag large round minimal={status !== 'approved'} intent={state.intent} icon={status === 'approved' ? <TickCircleIcon /> : undefined}>
          {state.label}
        </Tag>
      </div>
      <p>
        One of: {kinds}. We need it before you sign a loan agreement.
      </p>
      {status === 'pending' && <p className="muted">We are checking it, and that the name and date of birth on it match your profile. We will tell you when it is done.</p>}
      {status === 'approved' && <p className="muted">We have checked your document against your profile: you can sign a loan agreement.</p>}
      {status === 'rejected' && rejection?.reviewReason && <p>We could not accept the last one ({rejection.reviewReason}). Please send another.</p>}
      {status === 'expired' && <p>The one we have has expired. Please send one that is still valid.</p>}
      {needed && (
        <div className="request-card__actions">
          <Button intent="primary" text="Send proof of identity" onClick={() => onSend(group.types[0].slug)} />
        </div>
      )}
    </Card>
  );
});
IdentityRequirementCard.displayName = 'IdentityRequirementCard';

/** Props of {@link RemoveDocumentAlert}. */
interface RemoveDocumentAlertProps {
  /** The page's store: which document is to go, and the removal in progress. */
  store: DocumentsStore;
}

/** Asks before removing: says what goes, and that a checked document would have stayed. */
const RemoveDocumentAlert = observer(function RemoveDocumentAlert({ store }: RemoveDocumentAlertProps) {
  const document = store.removal;
  const ids = { title: useId(), body: useId() };
  return (
    <Alert
      aria-labelledby={ids.title}
      aria-describedby={ids.body}
      isOpen={document !== null}
      intent="danger"
      icon={<TrashIcon />}
      confirmButtonText="Remove document"
      cancelButtonText="Keep it"
      loading={store.removing}
      canEscapeKeyCancel={!store.removing}
      onConfirm={() => void store.confirmRemoval()}
      onCancel={() => store.keepDocument()}
      className="documents__remove-alert"
    >
      {document && (
        <>
          <h2 className="documents__remove-title" id={ids.title}>
            Remove {document.fileName}?
          </h2>
          <p id={ids.body}>We will delete this file for good. We have not checked it yet, so nothing else changes, and it no longer counts towards the 40 documents you can keep.</p>
          <p>If we still need this kind of document, you will need to send another one.</p>
        </>
      )}
    </Alert>
  );
});
RemoveDocumentAlert.displayName = 'RemoveDocumentAlert';
