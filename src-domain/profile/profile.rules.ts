import { Transform } from 'class-transformer';
import { isIBAN, isPostalCode, ValidateBy, type ValidationOptions } from 'class-validator';
import { ageOn, isCalendarDate } from './profile-dates';

export { ageOn, isCalendarDate, todayIso } from './profile-dates';

/**
 * Rules of the profile that class-validator has no decorator for. Each is a plain predicate
 * (what a form or the server can call) and a decorator built on it (what a DTO declares).
 */

/** At least `years` old today. */
export function MinimumAge(years: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'minimum_age', constraints: [years], validator: { validate: (value) => !isCalendarDate(value) || ageOn(value) >= years } },
    options,
  );
}

/**
 * A postal code that fits the country in the sibling field `countryField`, where the country has a
 * known format; otherwise 2–10 letters, digits, spaces or dashes.
 */
export function isPostalCodeOf(value: unknown, country: unknown): boolean {
  if (typeof value !== 'string') return false;
  const code = value.trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(code)) return false;
  if (typeof country !== 'string') return true;
  try {
    return isPostalCode(code, country.toUpperCase() as 'GB');
  } catch {
    return true; // no known format for this country: the generic shape above is the rule
  }
}

/**
 * A UK postcode as Royal Mail writes it: capitals, one space before the last three characters
 * (`ls15hd` → `LS1 5HD`). Anything that is not 5 to 7 letters and digits is returned as typed.
 */
export function formatUkPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z0-9]{5,7}$/.test(compact) ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : value;
}

/** Formats a UK postcode the Royal Mail way when the address's country (field `countryField`) is GB. */
export function RoyalMailPostcode(countryField: string): PropertyDecorator {
  return Transform(({ value, obj }) =>
    typeof value === 'string' && String((obj as Record<string, unknown>)[countryField] ?? '').toUpperCase() === 'GB' ? formatUkPostcode(value) : value,
  );
}

export function PostalCodeOf(countryField: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'postal_code',
      constraints: [countryField],
      validator: { validate: (value, args) => isPostalCodeOf(value, (args?.object as Record<string, unknown>)[countryField]) },
    },
    options,
  );
}

/** Spaces and dashes people type in account numbers, IBANs and sort codes. */
export function compactAccountText(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** An IBAN (two letters first) with a valid checksum. */
export function looksLikeIban(value: string): boolean {
  return /^[A-Z]{2}/i.test(value.trim());
}

/** An account number: an IBAN with a valid checksum, or 6 to 17 digits (UK 8, US up to 17). */
export function isAccountNumber(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const compact = compactAccountText(value);
  return looksLikeIban(compact) ? isIBAN(compact) : /^\d{6,17}$/.test(compact);
}

export function AccountNumber(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'account_number', validator: { validate: isAccountNumber } }, options);
}

const SORT_CODE = /^\d{6}$/;
const ABA_ROUTING = /^\d{9}$/;
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** A US ABA routing number's checksum (3-7-1 weights). */
function abaChecksumOk(digits: string): boolean {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return [...digits].reduce((sum, digit, i) => sum + Number(digit) * weights[i], 0) % 10 === 0;
}

/** What kind of routing code `value` is, or null: a UK sort code, a US ABA routing number, or a BIC/SWIFT code. */
export function routingCodeKind(value: unknown): 'sort_code' | 'aba' | 'bic' | null {
  if (typeof value !== 'string') return null;
  const compact = compactAccountText(value);
  if (SORT_CODE.test(compact)) return 'sort_code';
  if (ABA_ROUTING.test(compact) && abaChecksumOk(compact)) return 'aba';
  if (BIC.test(compact)) return 'bic';
  return null;
}

/** A domestic account number needs a sort code or routing number; an IBAN may carry a BIC. */
export function isRoutingCodeFor(value: unknown, accountNumber: unknown): boolean {
  const empty = value === undefined || value === null || value === '';
  const kind = routingCodeKind(value);
  // Editing without re-entering the number: the stored account's kind is checked by the server.
  if (typeof accountNumber !== 'string' || accountNumber.trim() === '') return empty || kind !== null;
  const iban = looksLikeIban(accountNumber);
  if (empty) return iban;
  return iban ? kind === 'bic' : kind === 'sort_code' || kind === 'aba';
}

export function RoutingCodeFor(accountField: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'routing_code',
      constraints: [accountField],
      validator: { validate: (value, args) => isRoutingCodeFor(value, (args?.object as Record<string, unknown>)[accountField]) },
    },
    options,
  );
}

/** Not greater than the sibling number `field` (net income never above gross). */
export function NotAbove(field: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'not_above',
      constraints: [field],
      validator: {
        validate: (value, args) => {
          const other = (args?.object as Record<string, unknown>)[field];
          return typeof value !== 'number' || typeof other !== 'number' || value <= other;
        },
      },
    },
    options,
  );
}

/** A date not before the sibling date `field` (moving out after moving in); silent while either is not a date. */
export function NotBefore(field: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'not_before',
      constraints: [field],
      validator: {
        validate: (value, args) => {
          const other = (args?.object as Record<string, unknown>)[field];
          return !isCalendarDate(value) || !isCalendarDate(other) || value >= other;
        },
      },
    },
    options,
  );
}

/** A field that belongs to one kind of record only (a moving-out date on a previous home). */
export function OnlyWhenKind(kind: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'only_when_kind', constraints: [kind], validator: { validate: (_value, args) => (args?.object as Record<string, unknown>).kind === kind } },
    options,
  );
}
