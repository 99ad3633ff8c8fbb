import { Link } from 'react-router-dom';
import type { QueueBorrower } from '../../../src-domain/back-office/queue.entities';

/** The address of a borrower's file, optionally at one of its parts (`#document-5`). */
export function borrowerFilePath(borrowerId: number, at = ''): string {
  return `/back-office/borrowers/${borrowerId}${at}`;
}

/** A borrower's name that opens their file. */
export function BorrowerLink({ borrower, at = '' }: { borrower: QueueBorrower; at?: string }) {
  return (
    <Link to={borrowerFilePath(borrower.id, at)} className="back-office-table__link">
      {borrower.name}
    </Link>
  );
}
