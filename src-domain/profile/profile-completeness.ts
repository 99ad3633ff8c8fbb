import { WORKING_TYPES } from './profile-options';
import type { Employment } from './employment.entity';
import type { Profile } from './profile';
import { todayIso } from './profile-dates';

/** The parts of a profile a loan request needs, in the order a borrower fills them in. */
export type ProfileRequirement = 'details' | 'home-address' | 'bank-account' | 'income';

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

const REQUIREMENTS: readonly ProfileRequirement[] = ['details', 'home-address', 'bank-account', 'income'];

const ITEMS: Record<ProfileRequirement, Omit<MissingItem, 'key'>> = {
  details: {
    label: 'Your personal details',
    why: 'We must confirm who you are and that you are old enough to borrow.',
  },
  'home-address': {
    label: 'Your home address',
    why: 'We check it with credit reference agencies and send your agreement there.',
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
  for (const key of REQUIREMENTS) {
    if (key === 'details' && !profile.details) missing.push({ key, ...ITEMS[key] });
    if (key === 'home-address' && !profile.addresses.some((a) => a.kind === 'home')) missing.push({ key, ...ITEMS[key] });
    if (key === 'bank-account' && !profile.banks.some((b) => b.isPrimary)) missing.push({ key, ...ITEMS[key] });
    if (key === 'income') {
      if (profile.employments.length === 0) missing.push({ key, ...ITEMS[key] });
      else if (profile.employments.every((e) => payDateMissing(e, today))) missing.push({ key, ...PAY_DATE_ITEM });
    }
  }
  const done = REQUIREMENTS.length - missing.length;
  return { percent: Math.round((done / REQUIREMENTS.length) * 100), complete: missing.length === 0, missing };
}
