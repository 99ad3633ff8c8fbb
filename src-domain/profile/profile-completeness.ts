import { WORKING_TYPES } from './profile-options';
import type { Employment } from './employment.entity';
import type { Profile } from './profile';
import { todayIso } from './profile-dates';
import { addressHistory } from './address-history';
import { formatCalendarDate } from '../shared/calendar-date';

/** The parts of a profile a loan request needs, in the order a borrower fills them in. */
export type ProfileRequirement = 'details' | 'home-address' | 'address-history' | 'bank-account' | 'income';

/** Something still missing, with what to add and why the lender asks. */
export interface MissingItem {
  key: ProfileRequirement;
  /** What to add, e.g. "Your home address". */
  label: string;
  /** Why the lender needs it, in plain words. */
  why: string;
}

export interface ProfileCompleteness {
  /** 0–100, whole numbers; 100 only when nothing is missing. */
  percent: number;
  complete: boolean;
  /** What is still missing before a loan can be requested, in filling order. */
  missing: MissingItem[];
}

const REQUIREMENTS: readonly ProfileRequirement[] = ['details', 'home-address', 'address-history', 'bank-account', 'income'];
/** How many parts a complete profile has, for "2 of 5 still to add". */
export const PROFILE_REQUIREMENT_COUNT = REQUIREMENTS.length;

const ITEMS: Record<ProfileRequirement, Omit<MissingItem, 'key'>> = {
  details: {
    label: 'Your personal details',
    why: 'We must confirm who you are and that you are old enough to borrow.',
  },
  'home-address': {
    label: 'Your home address',
    why: 'We check it with credit reference agencies and send your agreement there.',
  },
  'address-history': {
    label: 'Your addresses for the last three years',
    why: 'Credit reference agencies check where you have lived for the last three years.',
  },
  'bank-account': {
    label: 'A bank account in your name',
    why: 'We pay the loan into it and collect repayments from it.',
  },
  income: {
    label: 'Your income and employment',
    why: 'We check that the repayments are affordable for you.',
  },
};

const PAY_DATE_ITEM: Omit<MissingItem, 'key'> = {
  label: 'Your next pay date',
  why: 'Short-term loans are repaid on your pay day, so we need the next one.',
};

/** Says how far back the addresses must still go, with dates. */
function historyItem(requiredFrom: string, coveredFrom: string): Omit<MissingItem, 'key'> {
  return {
    label: `Your previous addresses from ${formatCalendarDate(requiredFrom)} to ${formatCalendarDate(coveredFrom)}`,
    why: 'Credit reference agencies check where you have lived for the last three years, so we need every address in that time.',
  };
}

/** A working income record needs an upcoming pay date, unless the pay is irregular. */
function payDateMissing(employment: Employment, today: string): boolean {
  if (!WORKING_TYPES.includes(employment.employmentType) || employment.payFrequency === 'irregular') return false;
  return employment.nextPayDate === null || employment.nextPayDate < today;
}

/**
 * How complete the borrower's profile is, and what is still missing before a loan can be requested.
 * Pure: the same profile and day give the same answer on every client and on the server.
 */
export function profileCompleteness(profile: Profile, today: string = todayIso()): ProfileCompleteness {
  const missing: MissingItem[] = [];
  let waiting = 0; // requirements not met but not listed yet, as they follow one that is
  for (const key of REQUIREMENTS) {
    if (key === 'details' && !profile.details) missing.push({ key, ...ITEMS[key] });
    if (key === 'home-address' && !profile.addresses.some((a) => a.kind === 'home')) missing.push({ key, ...ITEMS[key] });
    if (key === 'address-history') {
      const history = addressHistory(profile.addresses, today);
      // Without a home address the item above already asks for it; this one then waits.
      if (history.coveredFrom === null) waiting += 1;
      else if (!history.complete) missing.push({ key, ...historyItem(history.requiredFrom, history.coveredFrom) });
    }
    if (key === 'bank-account' && !profile.banks.some((b) => b.isPrimary)) missing.push({ key, ...ITEMS[key] });
    if (key === 'income') {
      if (profile.employments.length === 0) missing.push({ key, ...ITEMS[key] });
      else if (profile.employments.every((e) => payDateMissing(e, today))) missing.push({ key, ...PAY_DATE_ITEM });
    }
  }
  const done = REQUIREMENTS.length - missing.length - waiting;
  return { percent: Math.round((done / REQUIREMENTS.length) * 100), complete: missing.length === 0, missing };
}
