import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { Forbidden, isDomainError, TooManyRequests, ValidationFailed, type DomainError, type FieldErrors } from '../../../src-domain/shared/errors';
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

/**
 * Client errors of Fastify and its plugins by code, where the words (or the status) should be better
 * than the generic ones: @fastify/multipart answers 406 to a body that is not multipart or a part
 * that is not the JSON it claims, though the fault is the body's type (415) or its content (400).
 */
const FASTIFY_CLIENT_ERRORS: Record<string, { status?: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: 'The Content-Length header does not match the body.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Unsupported media type: send the file as multipart/form-data.' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: 'A field of the form is not the JSON its Content-Type says.' },
  FST_PROTO_VIOLATION: { message: 'The request is malformed.' },
  FST_MP_PREMATURE_CLOSE: { message: 'The upload ended before it was complete.' },
  FST_PARTS_LIMIT: { message: 'The upload has more parts than it may.' },
  FST_FILES_LIMIT: { message: 'Send one file at a time.' },
  FST_FIELDS_LIMIT: { message: 'The upload has more fields than it may.' },
  FST_REQ_FILE_TOO_LARGE: { message: 'The file is too large.' },
};

/**
 * One error mapping for the whole API: domain errors to their statuses, validation to Laravel's 422
 * shape, Fastify's own client errors to 4xx with a JSON message, and anything else to a logged 500
 * that reveals nothing. Only errors that say the request caused them become 4xx (a domain error, an
 * HttpError, or a status of 400–499 set by Fastify or a plugin, e.g. on a body it could not read): a
 * RangeError or TypeError stays a 500, because input that could cause one is a DTO's job to refuse
 * first (ADR 0029), and answering 4xx would hide our own bug.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof ValidationFailed) return sendValidationFailed(reply, error.fields, error.message);
    if (error instanceof TooManyRequests && error.retryAfterSeconds !== null) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    // A refusal with a reason (own_file…) says why in its own words and the code the client acts on.
    if (error instanceof Forbidden && error.reason) return reply.code(403).send({ message: error.message, code: error.reason });
    if (isDomainError(error)) {
      const { status, message } = DOMAIN_STATUS[error.code];
      if (status >= 500) request.log.error({ err: error }, 'domain error answered with a server error');
      return reply.code(status).send({ message: message ?? error.message });
    }
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.code === undefined ? { message: error.message } : { message: error.message, code: error.code });

    const clientError = clientErrorOf(error as FastifyError);
    if (clientError) return reply.code(clientError.status).send({ message: clientError.message });
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Server Error.' });
  });
}

/** The status and words for an error Fastify or a plugin marked as the request's fault (400–499), or null. */
function clientErrorOf(error: FastifyError): { status: number; message: string } | null {
  const { statusCode, code } = error;
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return null;
  const known = typeof code === 'string' && Object.prototype.hasOwnProperty.call(FASTIFY_CLIENT_ERRORS, code) ? FASTIFY_CLIENT_ERRORS[code] : undefined;
  const status = known?.status ?? statusCode;
  return { status, message: known?.message ?? CLIENT_ERROR_MESSAGES[status] ?? (status === 404 ? 'Not Found.' : 'Bad Request.') };
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
