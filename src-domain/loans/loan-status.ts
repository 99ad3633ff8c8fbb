/**
 * A loan request's life: submitted → in_review → approved (an offer to sign) | declined; withdrawn by
 * the borrower; approved → disbursed when the signed offer is paid out, lapsed when it was not signed
 * in time, offer_declined when the borrower declined it.
 */
export const REQUEST_STATUSES = ['submitted', 'in_review', 'approved', 'declined', 'withdrawn', 'disbursed', 'lapsed', 'offer_declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** Requests still waiting for a decision (the `open` filter). */
export const OPEN_REQUEST_STATUSES: readonly RequestStatus[] = ['submitted', 'in_review'];

export const LOAN_STATUSES = ['active', 'settled', 'closed'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const INSTALMENT_STATUSES = ['pending', 'due', 'overdue', 'paid'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

/** The borrower may withdraw a request until it is decided. */
export function canWithdraw(status: RequestStatus): boolean {
  return OPEN_REQUEST_STATUSES.includes(status);
}

/** Words for each status, as a borrower reads them. */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  submitted: 'Submitted',
  in_review: 'Being reviewed',
  approved: 'Approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  disbursed: 'Paid out',
  lapsed: 'Offer lapsed',
  offer_declined: 'Offer declined',
};

export const LOAN_STATUS_LABELS: Record<LoanStatus, string> = { active: 'Active', settled: 'Settled early', closed: 'Repaid' };

export const INSTALMENT_STATUS_LABELS: Record<InstalmentStatus, string> = { pending: 'Upcoming', due: 'Due', overdue: 'Overdue', paid: 'Paid' };
