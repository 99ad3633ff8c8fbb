import { ValidationFailed } from '../shared/errors';
import { ageOn, isCalendarDate, todayIso } from './profile-dates';

/** The legal floor: nobody younger can enter a credit agreement, whatever a lender configures. */
export const LEGAL_MINIMUM_AGE = 18;

/** Lender-specific profile rules, set per deployment. */
export interface ProfilePolicy {
  /** Youngest age the lender lends to; never below {@link LEGAL_MINIMUM_AGE}. */
  minimumAge: number;
}

export const DEFAULT_PROFILE_POLICY: ProfilePolicy = { minimumAge: LEGAL_MINIMUM_AGE };

/** A policy with its minimum age checked: a whole number from 18 to 100. */
export function profilePolicy(minimumAge: number = LEGAL_MINIMUM_AGE): ProfilePolicy {
  if (!Number.isInteger(minimumAge) || minimumAge < LEGAL_MINIMUM_AGE || minimumAge > 100) {
    throw new RangeError(`The minimum borrower age must be a whole number from ${LEGAL_MINIMUM_AGE} to 100, got ${minimumAge}.`);
  }
  return { minimumAge };
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
