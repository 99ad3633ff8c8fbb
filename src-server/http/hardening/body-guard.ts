import { ValidationFailed, type FieldErrors } from '../../../src-domain/shared/errors';
import { HttpError } from '../http-error';

/** The shape limits every JSON body must keep before any DTO sees it. */
export interface BodyShapeLimits {
  /** Objects and arrays nested inside each other, the body itself counting as 1. */
  maxDepth: number;
  /** Object keys and array items in the whole body. */
  maxNodes: number;
}

/** No DTO of the portal nests deeper than 3 or declares more than a few dozen fields. */
export const DEFAULT_BODY_SHAPE: BodyShapeLimits = { maxDepth: 8, maxNodes: 500 };

/** At most this many bad strings are named, so the 422 stays small whatever was sent. */
const MAX_NAMED_FIELDS = 10;

/**
 * Walks a parsed JSON body once, without recursion (a body nested 5,000 deep must not overflow the
 * stack), and stops at the first limit crossed: too deep or too many keys → 413, strings with NUL or
 * lone surrogates → 422 naming the field. Cost is bounded by `maxNodes`, never by what was sent.
 */
export function guardBodyShape(body: unknown, limits: BodyShapeLimits = DEFAULT_BODY_SHAPE): void {
  if (body === null || typeof body !== 'object') {
    if (typeof body === 'string' && !isCleanText(body)) throw new ValidationFailed({}, 'The request body contains characters that are not allowed.');
    return;
  }
  const bad: FieldErrors = {};
  let named = 0;
  let nodes = 0;
  const stack: Array<{ value: object; path: string; depth: number }> = [{ value: body, path: '', depth: 1 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (depth > limits.maxDepth) throw tooComplex();
    // Counted before anything is copied, so a huge object or array costs only what it takes to stop.
    if (Array.isArray(value)) {
      nodes += value.length;
      if (nodes > limits.maxNodes) throw tooComplex();
      value.forEach((item, index) => visit(String(index), item));
    } else {
      for (const key in value) {
        nodes += 1;
        if (nodes > limits.maxNodes) throw tooComplex();
        visit(key, (value as Record<string, unknown>)[key]);
      }
    }

    function visit(key: string, item: unknown): void {
      const field = path === '' ? key : `${path}.${key}`;
      if (!isCleanText(key)) throw new ValidationFailed({}, 'The request body contains characters that are not allowed.');
      if (typeof item === 'string') {
        if (!isCleanText(item) && named < MAX_NAMED_FIELDS) {
          named += 1;
          bad[field] = [`${label(key)} contains characters that are not allowed.`];
        }
      } else if (item !== null && typeof item === 'object') {
        stack.push({ value: item, path: field, depth: depth + 1 });
      }
    }
  }
  if (named > 0) throw new ValidationFailed(bad);
}

/** False for text no person types: NUL (PostgreSQL refuses it) and lone UTF-16 surrogates. */
export function isCleanText(text: string): boolean {
  return !NOT_ALLOWED.test(text);
}

/** NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one. */
const NOT_ALLOWED = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function tooComplex(): HttpError {
  return new HttpError(413, 'The request body is too large or too deeply nested.');
}

function label(key: string): string {
  const words = key.replace(/[_\-.]+/g, ' ').trim();
  return words.length === 0 ? 'The field' : words.charAt(0).toUpperCase() + words.slice(1);
}
