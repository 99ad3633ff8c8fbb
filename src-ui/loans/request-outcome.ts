import type { Intent } from '@blueprintjs/core';
import { ukDateOf } from '../../src-domain/complaints/complaint-dates';
import type { LoanRequest } from '../../src-domain/loans/loan.entity';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';

/** What the request page says about a request: a heading, what happens next, and where to go. */
export interface RequestOutcome {
  heading: string;
  intent: Intent;
  next: string;
  /** The decision's reason, when it adds to `next` (it is not repeated). */
  reason: string | null;
  action: { to: string; label: string };
}

const FOLLOW = { to: '/dashboard/submitted', label: 'Follow my request' };
const ALL_REQUESTS = { to: '/dashboard/submitted', label: 'See my loan requests' };
const APPLY_AGAIN = { to: '/dashboard/loan-request', label: 'Apply for a loan' };

/** The request's offer while it can still be signed: the page it is read and signed on, and its last day. */
export function openOffer(request: LoanRequest): { path: string; validUntil: string } | null {
  const offer = request.offer;
  if (request.status !== 'approved' || offer?.status !== 'open') return null;
  return { path: `/dashboard/offers/${offer.id}`, validUntil: formatCalendarDate(ukDateOf(new Date(offer.expiresAt))) };
}

/**
 * Words for each state of a request. `justSent` is true on the visit right after applying, when
 * "thank you" and "on its way" are news; a request opened later is described as it stands.
 */
export function requestOutcome(request: LoanRequest, justSent: boolean): RequestOutcome {
  const reason = request.decisionReason;
  switch (request.status) {
    case 'submitted':
    case 'in_review':
      return {
        heading: justSent ? 'Thank you: we have your request' : 'We are looking at your request',
        intent: 'primary',
        next: reason ?? 'A member of our team will look at your request within one working day. We will tell you our decision here and by e-mail.',
        reason: null,
        action: FOLLOW,
      };
    case 'approved': {
      const offer = openOffer(request);
      if (offer) {
        return {
          heading: 'Approved — read and sign your agreement to get the money',
          intent: 'success',
          next: `Read the pre-contract information, the explanations and the agreement, then sign with a code we text you. We pay the money as soon as you sign. The offer is valid until ${offer.validUntil}.`,
          reason: null,
          action: { to: offer.path, label: 'Read and sign' },
        };
      }
      return {
        heading: 'Approved',
        intent: 'success',
        next: 'We are paying the money to your bank account; it is usually there within two hours, and by the next working day at the latest. Your loan and its schedule will then be in My loans.',
        reason,
        action: ALL_REQUESTS,
      };
    }
    case 'disbursed':
      return {
        heading: justSent ? 'Approved: your money is on its way' : 'Paid out',
        intent: 'success',
        next: justSent
          ? 'We have paid the money to your bank account; it is usually there within two hours, and by the next working day at the latest. Your schedule is in My loans, and we will remind you before each payment.'
          : 'We paid this loan out to your bank account. Its schedule and payments are in My loans.',
        reason: null,
        action: request.loanId ? { to: `/dashboard/user-loans/${request.loanId}`, label: 'See my loan and its schedule' } : ALL_REQUESTS,
      };
    case 'declined':
      return {
        heading: 'We could not offer you this loan',
        intent: 'none',
        next: 'If your circumstances change, you are welcome to apply again. To talk it through, send us a message.',
        reason,
        action: ALL_REQUESTS,
      };
    case 'withdrawn':
      return {
        heading: 'You withdrew this request',
        intent: 'none',
        next: 'Nothing more happens with it. You can apply again whenever you are ready.',
        reason: null,
        action: ALL_REQUESTS,
      };
    case 'lapsed':
      return {
        heading: 'Our offer lapsed',
        intent: 'none',
        next: 'The offer was not signed in time, so nothing was paid out and you owe nothing. You are welcome to apply again for a new offer.',
        reason: null,
        action: APPLY_AGAIN,
      };
    case 'offer_declined':
      return {
        heading: 'You declined our offer',
        intent: 'none',
        next: 'Nothing was paid out and you owe nothing. You are welcome to apply again whenever you like.',
        reason: null,
        action: APPLY_AGAIN,
      };
  }
}
