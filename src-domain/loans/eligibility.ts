import type { EmploymentType } from '../profile/profile-options';
import type { LoanProduct } from './loan-product.entity';
import { formatMoney } from './money-format';
import { payDayInstalments, payDayTermDays, type PayDayQuoteOptions } from './pay-day-quote';
import { buildSchedule } from './schedule';
import { Decimal, dec, toMinorFloor } from './decimal';
import { sentenceList } from '../shared/sentence-list';
import { ValidationFailed } from '../shared/errors';

/** What the lender knows of the borrower when they ask (from their profile). */
export interface EligibilityFacts {
  /** Whole years, or null without personal details. */
  age: number | null;
  employmentType: EmploymentType | null;
  /** After tax, minor units a month; null without employment details. */
  monthlyNetIncomeMinor: number | null;
  hasAddress: boolean;
  hasBank: boolean;
  /** An open request for this product already (one at a time). */
  hasOpenRequest: boolean;
  /** The documents the product asks for, each with the borrower's best one's status. */
  documents: RequiredDocument[];
  /** What the borrower already repays each month: active loans' next instalments and other open requests' quotes. */
  monthlyCommitmentsMinor: number;
  /** The monthly outgoings the borrower declared (rent or mortgage, bills, other regular payments); 0 when not declared. */
  monthlyOutgoingsMinor: number;
}

/** A document the product needs, and where the borrower stands with it. */
export interface RequiredDocument {
  name: string;
  status: 'approved' | 'pending' | 'rejected' | 'expired' | 'missing';
}

export interface EligibilityReason {
  code: 'DETAILS_MISSING' | 'TOO_YOUNG' | 'EMPLOYMENT_MISSING' | 'EMPLOYMENT_TYPE' | 'INCOME_TOO_LOW' | 'ADDRESS_MISSING' | 'BANK_MISSING' | 'NOT_AFFORDABLE' | 'OPEN_REQUEST' | 'DOCUMENT_MISSING' | 'DOCUMENT_NOT_ACCEPTED';
  message: string;
  /** Where the borrower can put it right, when they can. */
  action: string | null;
}

export interface Eligibility {
  eligible: boolean;
  reasons: EligibilityReason[];
  /** The most the borrower could borrow over this term by the affordability rule, or null when it cannot be worked out. */
  maxAmountMinor: number | null;
  /** Documents uploaded and not yet checked: the borrower may apply, and the decision waits for them. */
  awaitingDocuments: string[];
}

/**
 * The lender's affordability policy: the share of what is left of monthly take-home pay after the
 * borrower's declared outgoings that a repayment may take (CONC 5.2A). Decimal strings strictly
 * between 0 and 1; the server reads them from its configuration.
 */
export interface AffordabilityPolicy {
  /** Instalment products (a monthly repayment). */
  monthlyShare: string;
  /** Single-payment products (repaid in one go on pay day). */
  singleShare: string;
}

/** The default policy: 40 % for monthly products, 50 % for single-payment ones. */
export const AFFORDABLE_SHARE: Readonly<AffordabilityPolicy> = { monthlyShare: '0.4', singleShare: '0.5' };

const DETAILS = '/dashboard/my-details';
const DOCUMENTS = '/dashboard/documents';

/**
 * Whether the borrower can apply for `principalMinor` over `term`, and why not: profile gaps first
 * (each with where to fix it), then the product's criteria, then affordability.
 */
export function checkEligibility(
  product: LoanProduct,
  principalMinor: number,
  term: number,
  startDate: string,
  facts: EligibilityFacts,
  policy: AffordabilityPolicy = AFFORDABLE_SHARE,
  /** The borrower's pay day: the repayments judged are the ones on their pay dates (ADR 0045). */
  payDay?: PayDayQuoteOptions,
): Eligibility {
  const reasons: EligibilityReason[] = [];
  const money = (minor: number) => formatMoney(minor, product.currency);
  if (facts.hasOpenRequest) reasons.push({ code: 'OPEN_REQUEST', message: `You already have a ${product.name.toLowerCase()} request waiting for a decision.`, action: '/dashboard/submitted' });
  if (facts.age === null) reasons.push({ code: 'DETAILS_MISSING', message: 'Add your personal details, including your date of birth.', action: DETAILS });
  else if (facts.age < product.eligibility.minAge) reasons.push({ code: 'TOO_YOUNG', message: `You need to be ${product.eligibility.minAge} or over for a ${product.name.toLowerCase()}.`, action: null });
  if (!facts.hasAddress) reasons.push({ code: 'ADDRESS_MISSING', message: 'Add your home address.', action: DETAILS });
  if (!facts.hasBank) reasons.push({ code: 'BANK_MISSING', message: 'Add the bank account the money should go to.', action: DETAILS });
  if (facts.employmentType === null || facts.monthlyNetIncomeMinor === null) {
    reasons.push({ code: 'EMPLOYMENT_MISSING', message: 'Add your employment details.', action: DETAILS });
  } else {
    if (!product.eligibility.employmentTypes.includes(facts.employmentType)) {
      reasons.push({ code: 'EMPLOYMENT_TYPE', message: `We can only offer a ${product.name.toLowerCase()} to people who are ${listOf(product.eligibility.employmentTypes)}.`, action: null });
    }
    if (facts.monthlyNetIncomeMinor < product.eligibility.minMonthlyIncomeMinor) {
      reasons.push({ code: 'INCOME_TOO_LOW', message: `A ${product.name.toLowerCase()} needs a take-home pay of at least ${money(product.eligibility.minMonthlyIncomeMinor)} a month.`, action: null });
    }
  }
  for (const needed of facts.documents) {
    const what = needed.name.toLowerCase();
    if (needed.status === 'missing') reasons.push({ code: 'DOCUMENT_MISSING', message: `Upload your ${what}.`, action: DOCUMENTS });
    else if (needed.status === 'rejected' || needed.status === 'expired') {
      reasons.push({ code: 'DOCUMENT_NOT_ACCEPTED', message: `Your ${what} ${needed.status === 'expired' ? 'has expired' : 'was not accepted'}: upload a new one.`, action: DOCUMENTS });
    }
  }
  const maxAmountMinor =
    facts.monthlyNetIncomeMinor === null
      ? null
      : maxAffordable(product, payDay ? payDayTerm(product, term, startDate, payDay) : term, startDate, facts.monthlyNetIncomeMinor, facts.monthlyCommitmentsMinor, facts.monthlyOutgoingsMinor, policy, payDay);
  if (maxAmountMinor !== null && principalMinor > maxAmountMinor && !reasons.some((r) => r.code === 'INCOME_TOO_LOW')) {
    const pay = facts.monthlyOutgoingsMinor > 0 ? 'what is left of your pay after your outgoings' : 'your pay';
    const owed = facts.monthlyCommitmentsMinor > 0 ? `${facts.monthlyOutgoingsMinor > 0 ? ',' : ''} with what you already repay us` : '';
    reasons.push({
      code: 'NOT_AFFORDABLE',
      message: maxAmountMinor >= product.minPrincipalMinor
        ? `The repayments would take too much of ${pay}${owed}. Over this term you could borrow up to ${money(maxAmountMinor)}.`
        : `The repayments would take too much of ${pay}${owed}, even for our smallest loan.`,
      action: null,
    });
  }
  return {
    eligible: reasons.length === 0,
    reasons,
    maxAmountMinor: maxAmountMinor !== null && maxAmountMinor >= product.minPrincipalMinor ? maxAmountMinor : null,
    awaitingDocuments: facts.documents.filter((d) => d.status === 'pending').map((d) => d.name),
  };
}

/** The affordability rule's working for one borrower and product: what the decision compares a repayment with. */
export interface AffordabilityFigures {
  /** Take-home pay less declared outgoings, never below 0. */
  disposableMinor: number;
  /** The share of `disposable` a repayment may take for this product ("0.4"). */
  share: string;
  /** That share, less what the borrower already repays each month: the largest repayment allowed. */
  limitMinor: number;
}

/** The figures `maxAffordable` (and so every decision) works from; the back office shows them as they are. */
export function affordabilityOf(
  product: LoanProduct,
  monthlyNetIncomeMinor: number,
  monthlyCommitmentsMinor = 0,
  monthlyOutgoingsMinor = 0,
  policy: AffordabilityPolicy = AFFORDABLE_SHARE,
): AffordabilityFigures {
  const share = product.frequency === 'single' ? policy.singleShare : policy.monthlyShare;
  const disposable = Decimal.max(dec(monthlyNetIncomeMinor).minus(monthlyOutgoingsMinor), 0);
  return { disposableMinor: disposable.toNumber(), share, limitMinor: Math.max(toMinorFloor(disposable.times(share)) - monthlyCommitmentsMinor, 0) };
}

/**
 * The largest amount on the product's steps whose repayment fits the affordable share of take-home
 * pay less declared outgoings, less what the borrower already repays each month; 0 when even the
 * smallest does not fit (outgoings may exceed pay: then nothing is affordable).
 */
export function maxAffordable(
  product: LoanProduct,
  term: number,
  startDate: string,
  monthlyNetIncomeMinor: number,
  monthlyCommitmentsMinor = 0,
  monthlyOutgoingsMinor = 0,
  policy: AffordabilityPolicy = AFFORDABLE_SHARE,
  payDay?: PayDayQuoteOptions,
): number {
  const { limitMinor: limit } = affordabilityOf(product, monthlyNetIncomeMinor, monthlyCommitmentsMinor, monthlyOutgoingsMinor, policy);
  const fits = (principal: number) => {
    const schedule = payDay && product.frequency !== 'single' ? payDayInstalments(product, principal, term, startDate, payDay) : buildSchedule(product, principal, term, startDate);
    return Math.max(...schedule.map((i) => i.paymentMinor)) <= limit;
  };
  const range = product.maxPrincipalMinor - product.minPrincipalMinor;
  const steps = (range - (range % product.principalStepMinor)) / product.principalStepMinor;
  if (!fits(product.minPrincipalMinor)) return 0;
  let low = 0;
  let high = steps;
  while (low < high) {
    const middle = low + ((high - low + 1) >> 1);
    if (fits(product.minPrincipalMinor + middle * product.principalStepMinor)) low = middle;
    else high = middle - 1;
  }
  return product.minPrincipalMinor + low * product.principalStepMinor;
}

/**
 * The term a loan repaid on the borrower's pay day runs for: a short-term loan's days to the pay
 * date; an instalment loan's months as asked. A pay date the product does not lend to is the
 * quote's refusal to make (422 pay_day), not the affordability rule's: it is judged on the term asked.
 */
function payDayTerm(product: LoanProduct, term: number, startDate: string, payDay: PayDayQuoteOptions): number {
  if (product.frequency !== 'single' || product.termUnit !== 'days') return term;
  try {
    return payDayTermDays(product, startDate, payDay);
  } catch (error) {
    if (error instanceof ValidationFailed) return term;
    throw error;
  }
}

const EMPLOYMENT_WORDS: Record<EmploymentType, string> = { employed: 'employed', self_employed: 'self-employed', contract: 'on a contract', retired: 'retired', unemployed: 'not working' };

function listOf(types: EmploymentType[]): string {
  return sentenceList(types.map((t) => EMPLOYMENT_WORDS[t]), 'or');
}

/** Whole years between a date of birth and a day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
