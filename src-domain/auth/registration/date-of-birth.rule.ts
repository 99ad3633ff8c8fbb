import { ValidateBy, type ValidationOptions } from 'class-validator';

/** The youngest a borrower may be: credit agreements need a legal adult. */
export const MINIMUM_BORROWER_AGE = 18;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True when `value` is a real calendar date `YYYY-MM-DD` of someone at least `minimumAge` years
 * old on `today` (in UTC). Someone born on 29 February comes of age on 1 March. How far back a date
 * of birth may go is the date window's to say (DATE_OF_BIRTH_WINDOW), with words of its own.
 */
export function isAdultBirthDate(value: unknown, minimumAge = MINIMUM_BORROWER_AGE, today: Date = new Date()): boolean {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const born = new Date(0);
  born.setUTCFullYear(year, month - 1, day);
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return false;
  const age = ageOn(year, month, day, today);
  return age >= minimumAge;
}

function ageOn(year: number, month: number, day: number, today: Date): number {
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const hadBirthday = m > month || (m === month && d >= day);
  return y - year - (hadBirthday ? 0 : 1);
}

/** Decorator: a `YYYY-MM-DD` date of birth of an adult borrower. */
export function AdultBirthDate(minimumAge = MINIMUM_BORROWER_AGE, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'adult_birth_date', constraints: [minimumAge], validator: { validate: (value) => isAdultBirthDate(value, minimumAge) } },
    options,
  );
}
