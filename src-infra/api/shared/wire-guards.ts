import { Unexpected } from '../../../src-domain/shared/errors';
import { isRecord } from '../../http/response-body';

/** Thrown when a 2xx body lacks what the wire contract promises: the client and server disagree. */
export function malformed(what: string): Unexpected {
  return new Unexpected(`The server sent a malformed ${what}.`);
}

/** Laravel's resource envelope `{ "data": … }`. */
export function unwrapData(body: unknown, what: string): Record<string, unknown> {
  if (!isRecord(body) || !isRecord(body.data)) throw malformed(what);
  return body.data;
}

/** Laravel's list envelope `{ "data": [ … ] }`, each item mapped. */
export function unwrapList<T>(body: unknown, what: string, map: (item: unknown) => T): T[] {
  if (!isRecord(body) || !Array.isArray(body.data)) throw malformed(what);
  return body.data.map(map);
}
