import { ValidateBy, type ValidationOptions } from 'class-validator';
import { NormalisedBy } from './normalisers';

/** What a person reads when the number is not one we can use. */
export const PHONE_MESSAGES = {
  mobile: 'Enter a UK mobile number, like 07700 900123, or a number abroad starting with its country code.',
  phone: 'Enter a phone number, like 0113 496 0000.',
} as const;

type PhoneReader = 'toMobileE164' | 'toPhoneE164';

/** libphonenumber and its metadata (~30 KB gzip) load with the first phone number checked, not with every form. */
async function read(reader: PhoneReader, text: string): Promise<string | null> {
  return (await import('../phone-number'))[reader](text);
}

/** A rule that reads the number as people type it, refuses what it cannot read, and keeps the E.164 form. */
function e164Rule(name: string, reader: PhoneReader, message: string, options?: ValidationOptions): PropertyDecorator {
  const validate = ValidateBy({ name, async: true, validator: { validate: async (value) => typeof value === 'string' && (await read(reader, value)) !== null } }, { message, ...options });
  const keep = NormalisedBy(async (value) => (typeof value === 'string' ? ((await read(reader, value)) ?? value) : value));
  return (target, key) => {
    validate(target, key);
    keep(target, key);
  };
}

/**
 * A mobile that can receive our texts, typed as people do (`07700 900 456`, `+44 7700 900456`);
 * a validated instance holds E.164 (`+447700900456`). Client and server share it, so a form
 * refuses exactly what the API would.
 */
export function IsMobileNumber(options?: ValidationOptions): PropertyDecorator {
  return e164Rule('mobile', 'toMobileE164', PHONE_MESSAGES.mobile, options);
}

/** Any phone number (a landline too), kept as E.164. */
export function IsPhoneNumberHere(options?: ValidationOptions): PropertyDecorator {
  return e164Rule('phone', 'toPhoneE164', PHONE_MESSAGES.phone, options);
}
