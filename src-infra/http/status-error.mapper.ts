import {
  Conflict,
  type DomainError,
  type FieldErrors,
  Forbidden,
  NotFound,
  TooManyRequests,
  Unauthenticated,
  Unavailable,
  Unexpected,
  ValidationFailed,
} from '../../src-domain/shared/errors';
import type { TransportResponse } from './http-transport';
import { isRecord, tryParseJsonBody } from './response-body';
import { parseRetryAfter } from './retry-policy';

/**
 * Turns a non-2xx answer into the domain's error model (spec §8: every 400–599 is a fetch error).
 * The server's `message` is kept when it sent one; otherwise the domain default applies.
 */
export function toDomainError(response: TransportResponse): DomainError {
  const { status } = response;
  const body = tryParseJsonBody(response.body);
  const message = isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : undefined;

  switch (status) {
    case 401:
      return new Unauthenticated(message, status);
    case 403:
      return new Forbidden(message, status, isRecord(body) && typeof body.code === 'string' ? body.code : undefined);
    case 404:
      return new NotFound(message, status);
    case 409:
      return new Conflict(message, status, isRecord(body) && typeof body.code === 'string' ? body.code : undefined);
    case 422:
      return new ValidationFailed(fieldErrors(body), message, status);
    case 429:
      return new TooManyRequests(parseRetryAfter(response.headers['retry-after']), message, status);
    // Request timeout and "too early" are transient like a 5xx: the service, not the request, is at fault.
    case 408:
    case 425:
      return new Unavailable(message, status);
  }
  if (status >= 500 && status <= 599) return new Unavailable(message, status);
  // 419 after the XSRF refresh (cookies blocked or a misconfigured domain), other 4xx, stray 3xx:
  // nothing a person can fix by retrying or by editing the form.
  return new Unexpected(message, status);
}

/** Laravel's `errors` object, keeping only field → string messages. */
function fieldErrors(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const fields: FieldErrors = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    if (Array.isArray(messages)) {
      const texts = messages.filter((text): text is string => typeof text === 'string');
      if (texts.length > 0) fields[field] = texts;
    } else if (typeof messages === 'string') {
      fields[field] = [messages];
    }
  }
  return fields;
}
