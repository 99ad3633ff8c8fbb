import { Button, Callout, Checkbox, Intent, Spinner } from '@blueprintjs/core';
import { PaperclipIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import type { BorrowerDocument } from '../../src-domain/documents/document.entity';
import { formatMessageTime } from '../../src-domain/messages/message-time';
import { MAX_ATTACHMENTS, PREVIEW_LENGTH, type MessageAttachment, type SecureMessage } from '../../src-domain/messages/message.entity';
import type { SubmissionState } from '../auth/auth.store';
import { activeBrand } from '../brand/brand.config';
import type { AttachmentChoice, MessagesStore } from './messages.store';

/** Who wrote a message, as the borrower reads it. */
export function authorOf(message: Pick<SecureMessage, 'author' | 'authorName'>): string {
  if (message.author === 'borrower') return 'You';
  return message.authorName ? `${message.authorName} · ${activeBrand.name}` : activeBrand.name;
}

/** A list entry's preview, with an ellipsis when the server cut the message short. */
export function previewText(preview: string): string {
  return Array.from(preview).length >= PREVIEW_LENGTH ? `${preview}…` : preview;
}

/** Props of {@link TimeText}. */
export interface TimeTextProps {
  /** An ISO-8601 instant. */
  at: string;
  className?: string;
}

/** "25 November 2026, 14:05" in a `<time>` element. */
export function TimeText({ at, className }: TimeTextProps) {
  return (
    <time dateTime={at} className={className}>
      {formatMessageTime(at)}
    </time>
  );
}
TimeText.displayName = 'TimeText';

/** Props of {@link FormProblem}. */
export interface FormProblemProps {
  submission: SubmissionState;
  /** The fields the form shows under themselves. */
  fields: readonly string[];
}

/** The server's verdict that no field shows (a closed conversation, the network): above the fields, as an alert. */
export const FormProblem = observer(function FormProblem({ submission, fields }: FormProblemProps) {
  if (!submission.error) return null;
  const shownUnderAField = fields.some((field) => submission.fieldErrors[field]?.length);
  if (shownUnderAField) return null;
  return (
    <Callout intent={Intent.DANGER} role="alert" className="message-form__problem">
      {submission.error}
    </Callout>
  );
});
FormProblem.displayName = 'FormProblem';

/** Said beside a document that is not (or no longer) accepted, so the borrower knows which copy they attach. */
const DOCUMENT_STATE: Record<Exclude<BorrowerDocument['status'], 'approved'>, string> = { pending: 'being checked', rejected: 'not accepted', expired: 'expired' };

/** Props of {@link AttachmentPicker}. */
export interface AttachmentPickerProps {
  store: MessagesStore;
  choice: AttachmentChoice;
  /** The server's message for `document_ids`. */
  error?: string;
  /** @default false */
  disabled?: boolean;
}

/** The borrower's own documents with checkboxes, at most five ticked. */
export const AttachmentPicker = observer(function AttachmentPicker({ store, choice, error, disabled = false }: AttachmentPickerProps) {
  const id = useId();
  useEffect(() => {
    void store.loadDocuments();
  }, [store]);
  const documents = store.documents.value;
  return (
    <fieldset className="message-attachments" aria-describedby={error ? `${id}-error` : `${id}-help`}>
      <legend className="message-attachments__legend">
        Attach documents <span className="muted">(optional)</span>
      </legend>
      <p id={`${id}-help`} className="message-attachments__help muted">
        Choose up to {MAX_ATTACHMENTS} of the documents you have sent us. {choice.chosen.length > 0 && `${choice.chosen.length} chosen.`}
      </p>
      {store.documents.error ? (
        <p className="message-attachments__note">
          {store.documents.error}{' '}
          <Button variant="minimal" size="small" onClick={() => void store.loadDocuments()}>
            Try again
          </Button>
        </p>
      ) : !documents ? (
        <Spinner size={20} aria-label="Loading your documents" />
      ) : documents.length === 0 ? (
        <p className="message-attachments__note">
          You have not sent us any documents yet. Add them on your <Link to="/dashboard/documents">documents page</Link>, then attach them here.
        </p>
      ) : (
        <ul className="message-attachments__list">
          {documents.map((document) => (
            <li key={document.id}>
              <Checkbox
                className="message-attachments__option"
                checked={choice.has(document.id)}
                disabled={disabled || (choice.full && !choice.has(document.id))}
                onChange={(event) => choice.toggle(document.id, event.currentTarget.checked)}
                labelElement={
                  <span className="message-attachments__label">
                    <span className="message-attachments__type">{document.typeName}</span>
                    <span className="message-attachments__file">{document.fileName}</span>
                    {document.status !== 'approved' && <span className="message-attachments__status">{DOCUMENT_STATE[document.status]}</span>}
                  </span>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="message-attachments__error">
          {error}
        </p>
      )}
    </fieldset>
  );
});
AttachmentPicker.displayName = 'AttachmentPicker';

/** Props of {@link AttachmentList}. */
export interface AttachmentListProps {
  attachments: readonly MessageAttachment[];
  onDownload: (attachment: MessageAttachment) => void;
}

/** The documents attached to a message, each a download. */
export function AttachmentList({ attachments, onDownload }: AttachmentListProps) {
  if (attachments.length === 0) return null;
  return (
    <ul className="message__attachments" aria-label="Attached documents">
      {attachments.map((attachment) => (
        <li key={attachment.documentId}>
          <Button variant="outlined" size="small" icon={<PaperclipIcon />} className="message__attachment" onClick={() => onDownload(attachment)}>
            <span className="visually-hidden">Download </span>
            <span className="message__attachment-type">{attachment.typeName}</span> <span className="message__attachment-file">{attachment.fileName}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
AttachmentList.displayName = 'AttachmentList';
