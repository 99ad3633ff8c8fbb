import type { LoanInArrears } from '../../../src-domain/back-office/queue.entities';
import { formatMoney } from '../../../src-domain/loans/money-format';
import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { BorrowerLink, borrowerFilePath } from './borrower-link';
import { QueuePage, type QueueColumn } from './queue-page';

const loanAnchor = (loan: LoanInArrears) => `#loan-${loan.loanId}`;

const COLUMNS: readonly QueueColumn<LoanInArrears>[] = [
  { header: 'Borrower', cell: (loan) => <BorrowerLink borrower={loan.borrower} at={loanAnchor(loan)} /> },
  { header: 'Account', nowrap: true, cell: (loan) => loan.accountNumber },
  { header: 'Missed payments', numeric: true, cell: (loan) => loan.missedCount },
  { header: 'In arrears', numeric: true, cell: (loan) => formatMoney(loan.arrearsMinor, 'GBP', 'always') },
  { header: 'Oldest missed payment was due', cell: (loan) => formatCalendarDate(loan.oldestMissedDueDate) },
];

/** Loans with missed payments, the longest in arrears first. */
export function ArrearsQueuePage() {
  return (
    <QueuePage
      queue="arrears"
      title="Arrears"
      intro="Loans with missed payments, the longest in arrears first. Each opens the borrower's file at the loan, where a payment can be recorded."
      emptyTitle="No loan is in arrears"
      columns={COLUMNS}
      rowKey={(loan) => loan.loanId}
      rowLink={(loan) => borrowerFilePath(loan.borrower.id, loanAnchor(loan))}
      caption="Each borrower's name opens their file at the loan."
    />
  );
}
ArrearsQueuePage.displayName = 'ArrearsQueuePage';
