import { ukDateOf } from '../complaints/complaint-dates';
import { formatCalendarDate } from '../shared/calendar-date';

/*
 * The status and lock codes are spelt out here rather than imported from offer.entity.ts, which takes
 * OfferLock from this file: importing back would make a cycle. They are the same unions.
 */

/** Where an offer stands (offer.entity.ts OFFER_STATUSES). */
type OfferStatus = 'open' | 'signed' | 'declined' | 'lapsed';

/** What keeps the borrower from signing now (offer.entity.ts OFFER_LOCK_CODES). */
type OfferLockCode = 'identity' | 'phone' | 'pre_contract' | 'expired' | 'closed';

/** One reason the sign step is locked: what the borrower reads, and where to go about it (null when there is nothing to do but wait or read on). */
export interface OfferLock {
  code: OfferLockCode;
  message: string;
  action: { label: string; path: string } | null;
}

/** Everything the locks are worked out from, as the server knows it at `now`. */
export interface OfferSigningState {
  status: OfferStatus;
  expiresAt: Date;
  now: Date;
  /** verified: an approved photo ID whose holder the reviewer confirmed; pending: one awaits review. */
  identity: { verified: boolean; pending: boolean };
  phoneVerified: boolean;
  /** When the borrower first opened the pre-contract credit information (recorded by the server). */
  preContractOpenedAt: Date | null;
}

const DAY_MS = 86_400_000;

/** The moment an offer made at `madeAt` stops being open: `validDays` whole days (of 24 hours) later. */
export function offerExpiresAt(madeAt: Date, validDays: number): Date {
  if (!Number.isInteger(validDays) || validDays < 1) throw new RangeError(`An offer is valid for a whole number of days, at least 1 (got ${validDays}).`);
  return new Date(madeAt.getTime() + validDays * DAY_MS);
}

const APPLY_AGAIN = { label: 'Apply for a loan', path: '/dashboard/loan-request' };

/**
 * Why the borrower cannot sign yet, in the order they would deal with them; empty when they can.
 * A closed or lapsed offer has that one lock only: nothing else would change it.
 */
export function offerLocks(state: OfferSigningState): OfferLock[] {
  if (state.status !== 'open') return [closedLock(state)];
  if (state.now.getTime() >= state.expiresAt.getTime()) {
    return [{ code: 'expired', message: `This offer lapsed on ${lapsedOn(state.expiresAt)} and can no longer be signed. You are welcome to apply again for a new offer.`, action: APPLY_AGAIN }];
  }
  const locks: OfferLock[] = [];
  if (!state.identity.verified) locks.push(identityLock(state.identity.pending));
  if (!state.phoneVerified) {
    locks.push({
      code: 'phone',
      message: 'Verify your mobile number before you sign: we text the code that confirms your signature to it.',
      action: { label: 'Verify your mobile number', path: '/dashboard/account-settings/settings' },
    });
  }
  if (state.preContractOpenedAt === null) {
    locks.push({ code: 'pre_contract', message: 'Open the pre-contract credit information first: it is the summary the law asks us to give you before you sign.', action: null });
  }
  return locks;
}

function identityLock(pending: boolean): OfferLock {
  return pending
    ? { code: 'identity', message: 'We are checking your proof of identity, usually within one working day. You can read everything now and sign once it is confirmed.', action: null }
    : {
        code: 'identity',
        message: 'We need to confirm who you are before you sign: upload a passport, driving licence or national identity card.',
        action: { label: 'Upload proof of identity', path: '/dashboard/documents' },
      };
}

function closedLock(state: OfferSigningState): OfferLock {
  switch (state.status) {
    case 'signed':
      return { code: 'closed', message: 'You have signed this agreement. Your loan, its repayments and your copy of the agreement are on your loans page.', action: { label: 'See your loans', path: '/dashboard/user-loans' } };
    case 'declined':
      return { code: 'closed', message: 'You declined this offer, so it can no longer be signed. You are welcome to apply again whenever you like.', action: APPLY_AGAIN };
    default:
      return { code: 'closed', message: `This offer lapsed on ${lapsedOn(state.expiresAt)} and can no longer be signed. You are welcome to apply again for a new offer.`, action: APPLY_AGAIN };
  }
}

/** "9 January 2027": the UK day the offer's last moment falls on. */
function lapsedOn(expiresAt: Date): string {
  return formatCalendarDate(ukDateOf(expiresAt));
}

/** The name as compared: no accents, one case, apostrophes dropped, hyphens read as spaces, split into words. */
function nameWords(name: string | null | undefined): string[] {
  return (name ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-GB')
    .replace(/['’‘ʼ`]/g, '')
    .replace(/[-‐‑–—]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** The borrower's name as their profile holds it. */
export interface ProfileName {
  firstName: string;
  middleName?: string | null;
  lastName: string;
}

/**
 * Whether the name typed to sign is the profile's: first name, any of the middle names in order (or
 * none), last name. Case, accents, apostrophes, hyphens and extra spaces are forgiven ("sean o'neil"
 * signs for Seán O'Neil); another first or last name is not.
 */
export function nameMatchesProfile(typed: string, profile: ProfileName): boolean {
  const words = nameWords(typed);
  const first = nameWords(profile.firstName);
  const middle = nameWords(profile.middleName);
  const last = nameWords(profile.lastName);
  if (first.length === 0 || last.length === 0 || words.length < first.length + last.length) return false;
  const startsWithFirst = first.every((word, index) => words[index] === word);
  const endsWithLast = last.every((word, index) => words[words.length - last.length + index] === word);
  return startsWithFirst && endsWithLast && isInOrderWithin(words.slice(first.length, words.length - last.length), middle);
}

/** Whether every word of `part` appears in `whole`, in the same order (a middle name may be left out). */
function isInOrderWithin(part: string[], whole: string[]): boolean {
  let next = 0;
  for (const word of part) {
    while (next < whole.length && whole[next] !== word) next += 1;
    if (next === whole.length) return false;
    next += 1;
  }
  return true;
}

/** What the sign step says when the typed name is not the profile's. */
export const NAME_MISMATCH_MESSAGE = 'Type your full name as it is on your profile; you may leave out middle names.';
