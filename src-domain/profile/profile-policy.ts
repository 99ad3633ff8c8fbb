import { ValidationFailed, type FieldErrors } from '../shared/errors';
import { DEFAULT_CURRENCY, type SupportedCurrency } from '../shared/money';
import { ageOn, isCalendarDate, todayIso } from './profile-dates';

/** The legal floor: nobody younger can enter a credit agreement, whatever a lender configures. */
export const LEGAL_MINIMUM_AGE = 18;

/** Questions a lender may choose to make compulsory; by default a borrower may leave them blank. */
export const OPTIONAL_QUESTIONS = ['gender', 'education'] as const;
export type OptionalQuestion = (typeof OPTIONAL_QUESTIONS)[number];

/** Lender-specific profile rules, set per deployment (the brand on the client, configuration on the server). */
export interface ProfilePolicy {
  /** Youngest age the lender lends to; never below {@link LEGAL_MINIMUM_AGE}. */
  minimumAge: number;
  /** The one currency the lender lends in and assesses income in. */
  currency: SupportedCurrency;
  /** Optional questions this lender requires answered. */
  requires: readonly OptionalQuestion[];
}

export const DEFAULT_PROFILE_POLICY: ProfilePolicy = { minimumAge: LEGAL_MINIMUM_AGE, currency: DEFAULT_CURRENCY, requires: [] };

/** A policy with its minimum age checked: a whole number from 18 to 100. */
export function profilePolicy(minimumAge: number = LEGAL_MINIMUM_AGE, rest: Partial<Omit<ProfilePolicy, 'minimumAge'>> = {}): ProfilePolicy {
  if (!Number.isInteger(minimumAge) || minimumAge < LEGAL_MINIMUM_AGE || minimumAge > 100) {
    throw new RangeError(`The minimum borrower age must be a whole number from ${LEGAL_MINIMUM_AGE} to 100, got ${minimumAge}.`);
  }
  return { ...DEFAULT_PROFILE_POLICY, ...rest, minimumAge };
}

export function minimumAgeMessage(years: number): string {
  return `You must be at least ${years} to borrow from us.`;
}

/**
 * The lender's own age rule on top of the DTO's legal floor. Throws ValidationFailed on
 * `date_of_birth`, the same field the form shows.
 */
export function assertMinimumAge(dateOfBirth: string, policy: ProfilePolicy, today: string = todayIso()): void {
  if (isCalendarDate(dateOfBirth) && ageOn(dateOfBirth, today) < policy.minimumAge) {
    const message = minimumAgeMessage(policy.minimumAge);
    throw new ValidationFailed({ date_of_birth: [message] }, message);
  }
}

const QUESTION_MESSAGES: Record<OptionalQuestion, string> = {
  gender: 'Choose your gender.',
  education: 'Choose your highest education.',
};

/** The optional questions this lender requires that `details` leaves unanswered; what a form shows too. */
export function missingRequiredAnswers(details: Partial<Record<OptionalQuestion, unknown>>, policy: ProfilePolicy): FieldErrors {
  const errors: FieldErrors = {};
  for (const question of policy.requires) {
    const answer = details[question];
    if (answer === undefined || answer === null || answer === '') errors[question] = [QUESTION_MESSAGES[question]];
  }
  return errors;
}

/** Throws ValidationFailed (a 422 on the server) when a question the lender requires is unanswered. */
export function assertRequiredAnswers(details: Partial<Record<OptionalQuestion, unknown>>, policy: ProfilePolicy): void {
  const errors = missingRequiredAnswers(details, policy);
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

/** The message for money in a currency the lender does not deal in. */
export function currencyMessage(policy: ProfilePolicy): string {
  return policy.currency === 'GBP' ? 'We only deal in pounds sterling (GBP): enter the amounts in pounds.' : `We only deal in ${policy.currency}: enter the amounts in ${policy.currency}.`;
}

/** Throws ValidationFailed on `field` when `currency` is not the lender's. */
export function assertLenderCurrency(currency: string, field: string, policy: ProfilePolicy): void {
  if (currency !== policy.currency) throw new ValidationFailed({ [field]: [currencyMessage(policy)] });
}
