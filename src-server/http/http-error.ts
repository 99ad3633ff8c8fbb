/** An HTTP answer with a fixed status and Laravel-style message, for conditions with no domain error (e.g. 419). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 419, Laravel's answer to a missing or mismatched XSRF token. */
export function csrfMismatch(): HttpError {
  return new HttpError(419, 'CSRF token mismatch.');
}

/** 404 with Laravel's message. */
export function notFound(): HttpError {
  return new HttpError(404, 'Not Found.');
}
