import type { DocumentAwaitingReview } from '../../../src-domain/back-office/queue.entities';
import { BorrowerLink, borrowerFilePath } from './borrower-link';
import { formatFileSize, formatInstant } from './queue-formatting';
import { QueuePage, type QueueColumn } from './queue-page';

const documentAnchor = (document: DocumentAwaitingReview) => `#document-${document.id}`;

const COLUMNS: readonly QueueColumn<DocumentAwaitingReview>[] = [
  { header: 'Borrower', cell: (document) => <BorrowerLink borrower={document.borrower} at={documentAnchor(document)} /> },
  { header: 'Document', cell: (document) => (document.side ? `${document.typeName} (${document.side})` : document.typeName) },
  { header: 'Counts as', cell: (document) => document.oneOf ?? '—' },
  { header: 'File', cell: (document) => <span className="back-office-table__file">{document.fileName}</span> },
  { header: 'Size', numeric: true, cell: (document) => formatFileSize(document.sizeBytes) },
  { header: 'Uploaded', cell: (document) => formatInstant(document.uploadedAt) },
];

/** Documents awaiting review, oldest first; each opens the borrower's file at the document. */
export function DocumentsQueuePage() {
  return (
    <QueuePage
      queue="documents"
      title="Documents"
      intro="Documents awaiting review, the longest waiting first. Each opens the borrower's file at the document, where you can look at it and accept or reject it."
      emptyTitle="No documents are waiting for review"
      columns={COLUMNS}
      rowKey={(document) => document.id}
      rowLink={(document) => borrowerFilePath(document.borrower.id, documentAnchor(document))}
      caption="Each borrower's name opens their file at the document."
    />
  );
}
DocumentsQueuePage.displayName = 'DocumentsQueuePage';
