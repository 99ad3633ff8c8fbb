/**
 * Normalises a timestamp read from either dialect to an ISO-8601 UTC string
 * (SQLite returns the stored text, PostgreSQL a Date).
 */
export function toIso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** Like `toIso`, keeping null. */
export function toIsoOrNull(value: string | Date | null): string | null {
  return value === null ? null : toIso(value);
}

/** Reads a 0/1 or boolean column as a boolean. */
export function toFlag(value: number | boolean): boolean {
  return value === true || value === 1;
}
