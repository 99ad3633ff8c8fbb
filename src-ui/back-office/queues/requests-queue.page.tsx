import { Tag } from '@blueprintjs/core';
import type { RequestAwaitingDecision } from '../../../src-domain/back-office/queue.entities';
import { approvalsInWords } from '../../../src-domain/back-office/queue-wording';
import { formatMoney, formatTerm } from '../../../src-domain/loans/money-format';
import { BorrowerLink, borrowerFilePath } from './borrower-link';
import { formatInstant, ratioAsPercent } from './queue-formatting';
import { QueuePage, type QueueColumn } from './queue-page';

const COLUMNS: readonly QueueColumn<RequestAwaitingDecision>[] = [
  { header: 'Borrower', cell: (request) => <BorrowerLink borrower={request.borrower} at={`#request-${request.id}`} /> },
  { header: 'Reference', nowrap: true, cell: (request) => request.reference },
  { header: 'Product', cell: (request) => request.product ?? 'No longer offered' },
  { header: 'Amount', numeric: true, cell: (request) => formatMoney(request.amountMinor) },
  { header: 'Term', nowrap: true, cell: (request) => formatTerm(request.termMonths, 'months') },
  {
    header: 'Repayment share',
    numeric: true,
    cell: (request) =>
      request.affordability ? (
        <span title={`${formatMoney(request.affordability.instalmentMinor, 'GBP', 'always')} a month of ${formatMoney(request.affordability.disposableMinor, 'GBP', 'always')} left after outgoings`}>
          {ratioAsPercent(request.affordability.ratio)}
        </span>
      ) : (
        'No employment declared'
      ),
  },
  {
    header: 'Approvals',
    cell: (request) => (
      <Tag minimal intent={request.approvals.length > 0 ? 'warning' : 'none'}>
        {approvalsInWords(request)}
      </Tag>
    ),
  },
  { header: 'Received', cell: (request) => formatInstant(request.createdAt) },
];

/** Loan requests awaiting a decision, oldest first. */
export function RequestsQueuePage() {
  return (
    <QueuePage
      queue="requests"
      title="Loan requests"
      intro="Requests awaiting a decision, the longest waiting first. The repayment share is the monthly repayment against what is left after outgoings."
      emptyTitle="No requests are waiting for a decision"
      columns={COLUMNS}
      rowKey={(request) => request.id}
      rowLink={(request) => borrowerFilePath(request.borrower.id, `#request-${request.id}`)}
      caption="Each borrower's name opens their file."
    />
  );
}
RequestsQueuePage.displayName = 'RequestsQueuePage';
