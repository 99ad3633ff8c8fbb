import type { Kysely } from 'kysely';
import type { LetterKind } from '../../../src-domain/letters/letter.entity';
import type { LetterTrigger } from '../../../src-domain/letters/letter-triggers';
import { KESTREL_CREDIT_LETTERS } from '../../brand/kestrel-credit/letters';
import type { DatabaseSchema } from '../../db/database.types';
import { LettersRepository } from '../../db/letters/letters.repository';
import type { LoanRow } from '../../db/loans/loans.repository';
import type { LetterFigures } from './letter-facts';

/** s.86E: the notice of a default sum within 35 days of it becoming payable (we send it with the fee). */
export const DEFAULT_SUMS_NOTICE_DAYS = 35;

/** What caused a letter: its trigger (key and due-by day) and, for a statement of a period, that period. */
export interface LetterCause extends LetterTrigger {
  periodStart?: string | null;
  periodEnd?: string | null;
}

/**
 * Writes a letter's row through `db`, the transaction of what caused it (a fee with its notice), in
 * the words of the brand's active template for the kind. Nothing is rendered or sent here: that
 * happens after the commit (`LetterService.finish`). A trigger already recorded is skipped, so every
 * run, instance and retry that meets the same cause writes one letter between them.
 */
export async function recordLetter(db: Kysely<DatabaseSchema>, kind: LetterKind, loan: LoanRow, cause: LetterCause, figures: LetterFigures, now: Date): Promise<{ id: number; created: boolean }> {
  return new LettersRepository(db).insertIfNew(
    {
      userId: loan.user_id,
      loanId: loan.id,
      kind,
      triggerKey: cause.key,
      periodStart: cause.periodStart ?? null,
      periodEnd: cause.periodEnd ?? null,
      dueBy: cause.dueBy,
      templateVersion: KESTREL_CREDIT_LETTERS.templates[kind].active,
      figures: figures as unknown as Record<string, unknown>,
    },
    now,
  );
}
