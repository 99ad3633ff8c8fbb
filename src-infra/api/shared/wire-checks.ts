import { isRecord } from '../../http/response-body';
import { malformed } from './wire-guards';
import type { Page } from '../../../src-domain/shared/page';

/** The field tests the resource mappers use: what a wire value must be before the domain takes it. */
export const str = (value: unknown): value is string => typeof value === 'string';
export const nullableStr = (value: unknown): value is string | null => value === null || typeof value === 'string';
export const int = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
export const nullableInt = (value: unknown): value is number | null => value === null || int(value);
export const bool = (value: unknown): value is boolean => typeof value === 'boolean';
/** A rate or decimal string, e.g. "0.129". */
export const decimalText = (value: unknown): value is string => typeof value === 'string' && /^\d+(\.\d+)?$/.test(value);
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
export const listOf = (test: (value: unknown) => boolean) => (value: unknown) => Array.isArray(value) && value.every(test);

/** `value` as an object whose fields pass `shape`, or an Unexpected error naming `what` and the field. */
export function checkShape(value: unknown, what: string, shape: Record<string, (value: unknown) => boolean>): Record<string, unknown> {
  if (!isRecord(value)) throw malformed(what);
  for (const [field, test] of Object.entries(shape)) if (!test(value[field])) throw malformed(`${what} (${field})`);
  return value;
}

/** Laravel's paginator (`data`, `current_page`, `last_page`, `total`), each item read by `item`. */
export function toPage<T>(body: unknown, what: string, item: (value: unknown) => T): Page<T> {
  const w = checkShape(body, what, { data: Array.isArray, current_page: int, last_page: int, total: int });
  return { items: (w.data as unknown[]).map(item), page: w.current_page as number, lastPage: w.last_page as number, total: w.total as number };
}
