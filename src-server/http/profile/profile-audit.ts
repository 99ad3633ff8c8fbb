import { maskNumber } from '../../../src-domain/profile/bank-account.entity';
import type { FieldChanges } from '../../db/profile/profile-audit.repository';

/** Fields whose values the audit trail keeps masked: it records that they changed, not what they are. */
const MASKED_FIELDS = new Set(['nationalId', 'accountNumber']);
/** Bookkeeping fields that say nothing about what the borrower changed. */
const IGNORED_FIELDS = new Set(['id', 'userId', 'createdAt', 'updatedAt', 'profileCompletedAt']);

/**
 * Field → { from, to } for every field that differs between `before` (null on create) and
 * `after`, with secrets masked. Keys are the wire's snake_case names, as support staff read them.
 */
export function changesBetween(before: object | null, after: object): FieldChanges {
  const changes: FieldChanges = {};
  const old = (before ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(after)) {
    if (IGNORED_FIELDS.has(key)) continue;
    const from = before ? old[key] ?? null : null;
    if (before && JSON.stringify(from) === JSON.stringify(value)) continue;
    const mask = (v: unknown) => (MASKED_FIELDS.has(key) && typeof v === 'string' ? maskNumber(v) : v);
    changes[snakeCase(key)] = { from: mask(from), to: mask(value) };
  }
  return changes;
}

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
