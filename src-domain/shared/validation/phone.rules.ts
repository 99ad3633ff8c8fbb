import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { toMobileE164, toPhoneE164 } from '../phone-number';

/** What a person reads when the number is not one we can use. */
export const PHONE_MESSAGES = {
  mobile: 'Enter a UK mobile number, like 07700 900123, or a number abroad starting with its country code.',
  phone: 'Enter a phone number, like 0113 496 0000.',
} as const;

/** Stores the number as E.164 whatever way it was typed; leaves what cannot be read for the rule to refuse. */
function normalisedWith(toE164: (text: string) => string | null): PropertyDecorator {
  return Transform(({ value }) => (typeof value === 'string' ? (toE164(value) ?? value) : value));
}

/** A rule that reads the number with `toE164`, keeps the E.164 form, and refuses what it cannot read. */
function e164Rule(name: string, toE164: (text: string) => string | null, message: string, options?: ValidationOptions): PropertyDecorator {
  const validate = ValidateBy({ name, validator: { validate: (value) => typeof value === 'string' && toE164(value) === value } }, { message, ...options });
  const transform = normalisedWith(toE164);
  return (target, key) => {
    transform(target, key);
    validate(target, key);
  };
}

/**
 * A mobile that can receive our texts, typed as people do (`07700 900 456`, `+44 7700 900456`);
 * the instance then holds E.164 (`+447700900456`). Client and server share it, so a form refuses
 * exactly what the API would.
 */
export function IsMobileNumber(options?: ValidationOptions): PropertyDecorator {
  return e164Rule('mobile', toMobileE164, PHONE_MESSAGES.mobile, options);
}

/** Any phone number (a landline too), stored as E.164. */
export function IsPhoneNumberHere(options?: ValidationOptions): PropertyDecorator {
  return e164Rule('phone', toPhoneE164, PHONE_MESSAGES.phone, options);
}
