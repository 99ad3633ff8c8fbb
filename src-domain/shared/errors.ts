/**
 * The one error model of the product. Every failure a caller can meet is one of these,
 * each with a stable string code that the message table turns into words.
 */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'UNAVAILABLE'
  | 'UNEXPECTED';

/** Field name → the messages to show under that field. */
export type FieldErrors = Record<string, string[]>;

export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
  /** The HTTP status that carried this error, when it came over the wire. */
  readonly status?: number;

  constructor(message: string, status?: number) {
    super(message);
    this.name = new.target.name;
    this.status = status;
  }
}

/** Input broke one or more rules; nothing was sent or nothing was changed. */
export class ValidationFailed extends DomainError {
  readonly code = 'VALIDATION_FAILED' as const;
  constructor(
    readonly fields: FieldErrors,
    message = 'Some fields need your attention.',
    status?: number,
  ) {
    super(message, status);
  }
}

/** The caller has no valid session. */
export class Unauthenticated extends DomainError {
  readonly code = 'UNAUTHENTICATED' as const;
  constructor(message = 'Unauthenticated.', status?: number) {
    super(message, status);
  }
}

export class Forbidden extends DomainError {
  readonly code = 'FORBIDDEN' as const;
  constructor(
    message = 'This action is not allowed.',
    status?: number,
    /** The server's machine-readable why (`own_file`, `role_not_allowed`, `two_factor_required`…), when it sent one. */
    readonly reason?: string,
  ) {
    super(message, status);
  }
}

export class NotFound extends DomainError {
  readonly code = 'NOT_FOUND' as const;
  constructor(message = 'Not found.', status?: number) {
    super(message, status);
  }
}

export class Conflict extends DomainError {
  readonly code = 'CONFLICT' as const;
  constructor(
    message = 'That conflicts with the current state.',
    status?: number,
    /** The server's machine-readable why (`preview_stale`, `date_move_refused`…), when it sent one. */
    readonly reason?: string,
  ) {
    super(message, status);
  }
}

export class TooManyRequests extends DomainError {
  readonly code = 'TOO_MANY_REQUESTS' as const;
  constructor(
    /** Seconds until a new attempt may succeed, when the server said so. */
    readonly retryAfterSeconds: number | null,
    message = 'Too many attempts.',
    status?: number,
  ) {
    super(message, status);
  }
}

/** The service could not be reached, or kept failing after the retries the policy allows. */
export class Unavailable extends DomainError {
  readonly code = 'UNAVAILABLE' as const;
  constructor(message = 'The service is unavailable.', status?: number) {
    super(message, status);
  }
}

/** Anything else: a 4xx/5xx the product has no better name for, or a malformed answer. */
export class Unexpected extends DomainError {
  readonly code = 'UNEXPECTED' as const;
  constructor(message = 'Something went wrong.', status?: number) {
    super(message, status);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
