import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isDomainError, TooManyRequests, ValidationFailed, type DomainError, type FieldErrors } from '../../../src-domain/shared/errors';
import { HttpError } from '../http-error';

/** Statuses and Laravel's messages for the domain error codes. */
const DOMAIN_STATUS: Record<DomainError['code'], { status: number; message?: string }> = {
  VALIDATION_FAILED: { status: 422 },
  UNAUTHENTICATED: { status: 401, message: 'Unauthenticated.' },
  FORBIDDEN: { status: 403, message: 'This action is unauthorized.' },
  NOT_FOUND: { status: 404, message: 'Not Found.' },
  CONFLICT: { status: 409 },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too Many Attempts.' },
  UNAVAILABLE: { status: 503, message: 'Service Unavailable.' },
  UNEXPECTED: { status: 500, message: 'Server Error.' },
};

/** Messages for the client errors Fastify raises itself (parsing, limits, bad URLs). */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'The request is malformed.',
  413: 'The request body is too large.',
  415: 'Unsupported media type: send application/json.',
  429: 'Too Many Attempts.',
};

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/**
 * One error mapping for the whole API: domain errors to their statuses, validation to Laravel's 422
 * shape, Fastify's own client errors to 4xx with a JSON message, and anything else to a logged 500
 * that reveals nothing.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof ValidationFailed) return sendValidationFailed(reply, error.fields, error.message);
    if (error instanceof TooManyRequests && error.retryAfterSeconds !== null) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    if (isDomainError(error)) {
      const { status, message } = DOMAIN_STATUS[error.code];
      if (status >= 500) request.log.error({ err: error }, 'domain error answered with a server error');
      return reply.code(status).send({ message: message ?? error.message });
    }
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });

    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      const message = (code && FASTIFY_MESSAGES[code]) ?? CLIENT_ERROR_MESSAGES[status] ?? (status === 404 ? 'Not Found.' : 'Bad Request.');
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Server Error.' });
  });
}

/** Laravel's 422 body: the first message, how many more, and every field's messages. */
export function laravelValidationBody(fields: FieldErrors, fallback: string): { message: string; errors: FieldErrors } {
  const messages = Object.values(fields).flat();
  if (messages.length === 0) return { message: fallback, errors: fields };
  const more = messages.length - 1;
  const message = more === 0 ? messages[0] : `${messages[0]} (and ${more} more error${more === 1 ? '' : 's'})`;
  return { message, errors: fields };
}

function sendValidationFailed(reply: FastifyReply, fields: FieldErrors, fallback: string): FastifyReply {
  return reply.code(422).send(laravelValidationBody(fields, fallback));
}
