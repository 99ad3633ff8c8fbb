/** An HTTP answer with a fixed status and Laravel-style message, for conditions with no domain error (e.g. 419). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A stable reason the client acts on (`{"message", "code"}`), e.g. `two_factor_required`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 403 with a reason the client can act on, e.g. `not_staff` or `own_file` (docs/design/back-office.md §1, §3). */
export function forbiddenBecause(code: string, message: string): HttpError {
  return new HttpError(403, message, code);
}

/** 419, Laravel's answer to a missing or mismatched XSRF token. */
export function csrfMismatch(): HttpError {
  return new HttpError(419, 'CSRF token mismatch.');
}

/** 404 with Laravel's message. */
export function notFound(): HttpError {
  return new HttpError(404, 'Not Found.');
}
