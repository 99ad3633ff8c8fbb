/**
 * Normalises a timestamp read from either dialect to an ISO-8601 UTC string
 * (SQLite returns the stored text, PostgreSQL a Date).
 */
export function toIso(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  // What this server writes is already ISO-8601 UTC; parsing it again was a measurable share of a read.
  return ISO_UTC.test(value) ? value : new Date(value).toISOString();
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Like `toIso`, keeping null. */
export function toIsoOrNull(value: string | Date | null): string | null {
  return value === null ? null : toIso(value);
}

/** Reads a 0/1 or boolean column as a boolean. */
export function toFlag(value: number | boolean): boolean {
  return value === true || value === 1;
}
