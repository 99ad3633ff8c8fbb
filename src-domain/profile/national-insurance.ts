import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * The UK National Insurance number (HMRC's NIM39110): two prefix letters, six digits, a suffix A–D.
 * People type it with spaces and in lower case; it is stored compact and in capitals (`AB123456C`).
 */

/** D, F, I, Q, U and V are never used as either prefix letter; O is never the second one. */
const SHAPE = /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/;
/** Prefixes HMRC never allocates (administrative or temporary ones). */
export const DISALLOWED_NINO_PREFIXES: readonly string[] = ['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'];

export const NINO_MESSAGE = 'Enter your National Insurance number as on your payslip or letter from HMRC, like QQ 12 34 56 C: two letters, six numbers, then A, B, C or D.';
export const NINO_PREFIX_MESSAGE = 'Check the first two letters of your National Insurance number: no number starts with those.';

/** `" ab 12 34 56 c "` → `"AB123456C"`; only spaces are dropped, so other mistakes still show. */
export function normaliseNino(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Two letters, six digits and a letter, whatever the prefix: the shape a person can check on paper. */
function hasNinoLayout(compact: string): boolean {
  return /^[A-Z]{2}\d{6}[A-Z]$/.test(compact);
}

/** A National Insurance number HMRC could have issued, spaces and case aside. */
export function isNationalInsuranceNumber(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const compact = normaliseNino(value);
  return SHAPE.test(compact) && !DISALLOWED_NINO_PREFIXES.includes(compact.slice(0, 2));
}

/** Laid out right but with a prefix HMRC never uses: worth its own message. */
export function hasDisallowedNinoPrefix(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const compact = normaliseNino(value);
  return hasNinoLayout(compact) && !isNationalInsuranceNumber(compact);
}

/** The DTO rule: one message for the layout, a clearer one for a prefix that does not exist. */
export function NationalInsuranceNumber(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'national_insurance_number', validator: { validate: isNationalInsuranceNumber } },
    { message: (args) => (hasDisallowedNinoPrefix(args.value) ? NINO_PREFIX_MESSAGE : NINO_MESSAGE), ...options },
  );
}
