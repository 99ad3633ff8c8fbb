/**
 * True when `error` is a unique-constraint violation from SQLite or PostgreSQL,
 * so a lost race on an insert can be reported like the check that preceded it.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
