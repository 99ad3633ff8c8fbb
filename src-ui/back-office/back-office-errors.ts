import { isDomainError } from '../../src-domain/shared/errors';
import { describeError } from '../../src-domain/shared/messages';

/** The server's 403 codes (docs/design/back-office.md §1, §3) in the staff's words. */
const FORBIDDEN_REASONS: Readonly<Record<string, string>> = {
  two_factor_required: 'Turn on two-step sign-in to use the back office.',
  role_not_allowed: 'Your role does not include this. Ask an administrator if you need it.',
  own_file: 'This is your own file: someone else must act on it.',
  not_staff: 'This part of the portal is for the lender’s staff.',
  staff_account: 'Staff accounts cannot use the borrower’s pages.',
};

/** A sentence for what went wrong, naming the reason when the server refused for one of the back office's. */
export function describeBackOfficeError(error: unknown): string {
  if (isDomainError(error) && error.code === 'FORBIDDEN') {
    const reason = 'reason' in error ? (error as { reason?: string }).reason : undefined;
    if (reason && reason in FORBIDDEN_REASONS) return FORBIDDEN_REASONS[reason];
  }
  return describeError(error);
}

/** True when the server refused because two-step sign-in is still off: the layout sends the person to turn it on. */
export function isTwoFactorRequired(error: unknown): boolean {
  return isDomainError(error) && error.code === 'FORBIDDEN' && (error as { reason?: string }).reason === 'two_factor_required';
}
