import { Tag, type Intent } from '@blueprintjs/core';
import { INSTALMENT_STATUS_LABELS, LOAN_STATUS_LABELS, REQUEST_STATUS_LABELS, type InstalmentStatus, type LoanStatus, type RequestStatus } from '../../src-domain/loans/loan-status';

const REQUEST_INTENTS: Record<RequestStatus, Intent> = { submitted: 'primary', in_review: 'primary', approved: 'success', disbursed: 'success', declined: 'danger', withdrawn: 'none', lapsed: 'none', offer_declined: 'none' };
const LOAN_INTENTS: Record<LoanStatus, Intent> = { active: 'primary', settled: 'success', closed: 'success' };
const INSTALMENT_INTENTS: Record<InstalmentStatus, Intent> = { pending: 'none', due: 'warning', overdue: 'danger', paid: 'success' };

/** A status in words, coloured by what it means for the borrower. */
export function RequestStatusTag({ status }: { status: RequestStatus }) {
  return <Tag minimal round intent={REQUEST_INTENTS[status]}>{REQUEST_STATUS_LABELS[status]}</Tag>;
}

export function LoanStatusTag({ status }: { status: LoanStatus }) {
  return <Tag minimal round intent={LOAN_INTENTS[status]}>{LOAN_STATUS_LABELS[status]}</Tag>;
}

export function InstalmentStatusTag({ status }: { status: InstalmentStatus }) {
  return <Tag minimal round intent={INSTALMENT_INTENTS[status]}>{INSTALMENT_STATUS_LABELS[status]}</Tag>;
}
