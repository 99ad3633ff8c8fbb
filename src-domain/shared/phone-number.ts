import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/min';

/** The lender's country: numbers typed without a country code are read as its numbers. */
export const HOME_COUNTRY: CountryCode = 'GB';

/** Digits, spaces, one leading +, brackets, dots and dashes: how people write numbers, nothing else. */
const TYPED_NUMBER = /^\+?[\d\s().-]{6,25}$/;

function parse(text: string, country: CountryCode): PhoneNumber | null {
  const typed = text.trim();
  if (!TYPED_NUMBER.test(typed)) return null;
  const phone = parsePhoneNumberFromString(typed, country);
  return phone && phone.isPossible() ? phone : null;
}

/** A UK mobile: 07 and nine more digits (Ofcom's 07700 900xxx drama range included, which libphonenumber calls invalid). */
function isUkMobile(phone: PhoneNumber): boolean {
  return phone.countryCallingCode === '44' && /^7\d{9}$/.test(phone.nationalNumber);
}

/**
 * A mobile number as a person types it (`07700 900 456`, `+44 7700 900456`, `0044…`) → E.164
 * (`+447700900456`), or null when it cannot be a mobile that receives our texts. A UK number must
 * be a mobile; a number abroad must have a possible length there (we do not know every country's
 * mobile ranges, and a wrong one only means the code does not arrive).
 */
export function toMobileE164(text: string, country: CountryCode = HOME_COUNTRY): string | null {
  const phone = parse(text, country);
  if (!phone) return null;
  if (phone.countryCallingCode === '44') return isUkMobile(phone) ? phone.number : null;
  return phone.number;
}

/** Any phone number (a landline too, e.g. an employer's) → E.164, or null when it is not one. */
export function toPhoneE164(text: string, country: CountryCode = HOME_COUNTRY): string | null {
  const phone = parse(text, country);
  if (!phone) return null;
  if (phone.countryCallingCode === '44') return phone.isValid() || isUkMobile(phone) ? phone.number : null;
  return phone.number;
}

/** E.164 → how the lender's country writes it: `07700 900456` at home, `+33 6 12 34 56 78` abroad. */
export function formatPhone(e164: string, country: CountryCode = HOME_COUNTRY): string {
  const phone = parsePhoneNumberFromString(e164);
  if (!phone) return e164;
  return phone.country === country || (country === 'GB' && phone.countryCallingCode === '44') ? phone.formatNational() : phone.formatInternational();
}
