import { isDomainError, type ErrorCode } from './errors';

/** What a person reads for each error code. One table, shared by every client. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields need your attention.',
  UNAUTHENTICATED: 'Your session has ended. Please sign in again.',
  FORBIDDEN: 'You are not allowed to do that.',
  NOT_FOUND: 'We could not find what you asked for.',
  CONFLICT: 'That clashes with something already saved. Please check and try again.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a moment and try again.',
  UNAVAILABLE: 'We cannot reach our service right now. Please check your connection and try again.',
  UNEXPECTED: 'Something went wrong on our side. Please try again.',
};

/**
 * The sentence to show for any thrown value. A server message is preferred where the
 * server wrote one for people (validation, credentials, rate limits); otherwise the table.
 */
export function describeError(error: unknown): string {
  if (!isDomainError(error)) return ERROR_MESSAGES.UNEXPECTED;
  if (error.code === 'TOO_MANY_REQUESTS' && 'retryAfterSeconds' in error) {
    const seconds = (error as { retryAfterSeconds: number | null }).retryAfterSeconds;
    if (seconds && seconds > 0) return `Too many attempts. Please try again in ${formatWait(seconds)}.`;
  }
  if (error.code === 'VALIDATION_FAILED' && error.message) return error.message;
  return ERROR_MESSAGES[error.code];
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
