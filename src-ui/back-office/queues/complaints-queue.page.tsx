import { Tag } from '@blueprintjs/core';
import type { ComplaintAwaitingResolution } from '../../../src-domain/back-office/queue.entities';
import { complaintDeadlineInWords } from '../../../src-domain/back-office/queue-wording';
import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { BorrowerLink, borrowerFilePath } from './borrower-link';
import { formatInstant } from './queue-formatting';
import { QueuePage, type QueueColumn } from './queue-page';

const COLUMNS: readonly QueueColumn<ComplaintAwaitingResolution>[] = [
  { header: 'From', cell: (complaint) => (complaint.borrower ? <BorrowerLink borrower={complaint.borrower} /> : <span>{complaint.email} (no account)</span>) },
  { header: 'Reference', nowrap: true, cell: (complaint) => complaint.reference },
  { header: 'Complaint', cell: (complaint) => <span className="back-office-table__preview back-office-table__preview--only">{complaint.message}</span> },
  { header: 'Received', cell: (complaint) => formatInstant(complaint.receivedAt) },
  {
    header: 'Due next',
    cell: (complaint) => {
      const due = complaintDeadlineInWords(complaint);
      return (
        <Tag minimal={!due.overdue} intent={due.overdue ? 'danger' : 'none'} className="back-office-table__due">
          {due.text}
        </Tag>
      );
    },
  },
  { header: 'Final response by', cell: (complaint) => formatCalendarDate(complaint.finalResponseBy) },
];

/** Open complaints with the dates the complaint rules set, the oldest first. */
export function ComplaintsQueuePage() {
  return (
    <QueuePage
      queue="complaints"
      title="Complaints"
      intro="Open complaints, the oldest first. We acknowledge each promptly and send a final response within eight weeks; what is late is shown in red."
      emptyTitle="No complaints are open"
      columns={COLUMNS}
      rowKey={(complaint) => complaint.id}
      // A complaint from someone without an account has no file to open: its row stays put.
      rowLink={(complaint) => (complaint.borrower ? borrowerFilePath(complaint.borrower.id) : '/back-office/complaints')}
      caption="Each name opens the borrower's file."
    />
  );
}
ComplaintsQueuePage.displayName = 'ComplaintsQueuePage';
