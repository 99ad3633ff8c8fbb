import { ValidationFailed } from '../../../src-domain/shared/errors';
import type { CodeCheck } from '../../services/account-security/one-time-code.service';

const MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: 'This code is not correct. Check it and try again.',
  expired: 'This code has expired. Please ask for a new one.',
  exhausted: 'Too many wrong codes. Please ask for a new one.',
  invalid: 'This code is no longer valid. Please ask for a new one.',
};

/** The 422 for a code check that failed, on `field`. */
export function codeRefused(field: string, check: Exclude<CodeCheck, 'ok'>): ValidationFailed {
  return new ValidationFailed({ [field]: [MESSAGES[check]] }, MESSAGES[check]);
}

/** Throws the 422 unless the check passed. */
export function assertCodeAccepted(field: string, check: CodeCheck): void {
  if (check !== 'ok') throw codeRefused(field, check);
}
