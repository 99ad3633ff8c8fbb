import { isEmail, isURL } from 'class-validator';

/*
 * Plain predicates for the text rules of spec §5. They are strict: an empty value fails every rule
 * except `required`'s opposite, so a form that allows a field to stay empty checks for emptiness first
 * (as a DTO does with `@IsOptional()`).
 */

/** required: present and not blank (an empty list is blank too). */
export function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** email: an address a mail server would accept (class-validator's check). */
export function isEmailAddress(value: unknown): boolean {
  return typeof value === 'string' && isEmail(value);
}

/** min: at least `min` characters. */
export function hasMinLength(value: unknown, min: number): boolean {
  return typeof value === 'string' && value.length >= min;
}

/** max: at most `max` characters. */
export function hasMaxLength(value: unknown, max: number): boolean {
  return typeof value === 'string' && value.length <= max;
}

/** length: exactly `length` characters (or items, for a list). */
export function hasExactLength(value: unknown, length: number): boolean {
  return (typeof value === 'string' || Array.isArray(value)) && value.length === length;
}

/** digits: exactly `length` digits 0–9 and nothing else (a code, a sort code). */
export function isDigits(value: unknown, length: number): boolean {
  const text = asText(value);
  return text !== null && text.length === length && /^[0-9]+$/.test(text);
}

/** numeric: one or more digits 0–9 only (no sign, no decimal point). */
export function isNumeric(value: unknown): boolean {
  const text = asText(value);
  return text !== null && /^[0-9]+$/.test(text);
}

/** integer: a whole number, optionally negative. */
export function isInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && /^-?[0-9]+$/.test(value);
}

/** alpha: letters only, of any script (`Zoë`, `Łukasz`). */
export function isAlpha(value: unknown): boolean {
  return typeof value === 'string' && /^[\p{L}\p{M}]+$/u.test(value);
}

/** alpha_dash: letters, digits, dashes and underscores. */
export function isAlphaDash(value: unknown): boolean {
  return typeof value === 'string' && /^[\p{L}\p{M}\p{N}_-]+$/u.test(value);
}

/** alpha_num: letters and digits. */
export function isAlphaNum(value: unknown): boolean {
  return typeof value === 'string' && /^[\p{L}\p{M}\p{N}]+$/u.test(value);
}

/**
 * alpha_spaces: letters and spaces, plus the apostrophes and hyphens of real names (`Anne-Marie
 * O'Neil`); it must start with a letter.
 */
export function isAlphaSpaces(value: unknown): boolean {
  return typeof value === 'string' && /^[\p{L}\p{M}][\p{L}\p{M}' \-]*$/u.test(value);
}

/** regex: matches `pattern` (a global or sticky flag does not make repeated checks differ). */
export function matchesRegex(value: unknown, pattern: RegExp | string): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const regex = typeof pattern === 'string' ? new RegExp(pattern) : new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return regex.test(String(value));
}

/** url: an absolute http or https address with a host name. */
export function isUrl(value: unknown): boolean {
  return typeof value === 'string' && isURL(value, { require_protocol: true, protocols: ['http', 'https'], require_tld: false });
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
