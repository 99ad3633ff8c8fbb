import { Equals, Matches, ValidateBy, type ValidationOptions } from 'class-validator';
import { ONE_TIME_CODE_PATTERN } from '../auth/one-time-code';
import { NormalisedBy } from '../shared/validation/normalisers';
import { Required } from '../shared/validation/rules';

export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 120;
/** The hex SHA-256 of the agreement PDF the borrower was shown, as the offer resource gives it. */
export const AGREEMENT_SHA256_PATTERN = /^[0-9a-f]{64}$/;

/** What the sign step says about each field; the server (validateBody) and the form (validateInput) share them. */
export const SIGN_OFFER_MESSAGES = {
  fullNameMissing: 'Type your full name to sign.',
  fullNameTooShort: 'Type your full name, as it is on your profile.',
  fullNameTooLong: `Type your name in at most ${FULL_NAME_MAX} characters.`,
  fullNameNotLetters: 'Type your name in letters; spaces, hyphens and apostrophes are fine.',
  agree: 'Tick the box to confirm you have read the agreement and agree to be bound by it.',
  code: 'Enter the 6-digit code we texted you.',
  agreementSha256: 'We could not tell which agreement you read. Reload the page, read the agreement and sign again.',
} as const;

/** Letters of any script, spaces, hyphens and apostrophes (typed ' or the ’ a phone's keyboard puts in), starting with a letter. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}'’ -]*$/u;

/** What is wrong with a typed full name, or null when it may be compared with the profile. */
export function fullNameProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return SIGN_OFFER_MESSAGES.fullNameMissing;
  const name = value.trim();
  if (name.length < FULL_NAME_MIN) return SIGN_OFFER_MESSAGES.fullNameTooShort;
  if (name.length > FULL_NAME_MAX) return SIGN_OFFER_MESSAGES.fullNameTooLong;
  return NAME_PATTERN.test(name) ? null : SIGN_OFFER_MESSAGES.fullNameNotLetters;
}

/** One rule for the name's length and letters, so the field shows the one message that says what to change. */
function FullName(options?: Omit<ValidationOptions, 'message'>): PropertyDecorator {
  return ValidateBy(
    { name: 'full_name', validator: { validate: (value) => fullNameProblem(value) === null } },
    { ...options, message: (args) => fullNameProblem(args.value) ?? '' },
  );
}

/** Body of POST /api/v1/offers/{id}/sign. Whether the name matches the profile is the server's check (signing-rules.ts). */
export class SignOfferDto {
  // Required's words equal the rule's own for a blank name, so a blank field shows one message; the
  // signing record keeps the name as typed, less stray spaces.
  @Required({ message: SIGN_OFFER_MESSAGES.fullNameMissing }) @FullName() @NormalisedBy(async (name) => (typeof name === 'string' ? name.trim().replace(/\s+/g, ' ') : name))
  full_name!: string;

  @Equals(true, { message: SIGN_OFFER_MESSAGES.agree })
  agree!: boolean;

  @Required({ message: SIGN_OFFER_MESSAGES.code }) @Matches(ONE_TIME_CODE_PATTERN, { message: SIGN_OFFER_MESSAGES.code })
  code!: string;

  @Required({ message: SIGN_OFFER_MESSAGES.agreementSha256 }) @Matches(AGREEMENT_SHA256_PATTERN, { message: SIGN_OFFER_MESSAGES.agreementSha256 })
  agreement_sha256!: string;
}
