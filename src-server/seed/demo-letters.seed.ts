import type { Kysely } from 'kysely';
import { KESTREL_CREDIT_DOCUMENTS } from '../brand/kestrel-credit/documents';
import type { DatabaseSchema } from '../db/database.types';
import { LetterPaperwork } from '../http/letters/letter-paperwork';
import { LetterService } from '../http/letters/letter.service';
import type { LoanService } from '../http/loans/loan.service';
import { pdfkitRendererFor } from '../services/documents/pdfkit.renderer';
import type { SettableClock } from './demo-signing.seed';

const DAY_MS = 86_400_000;

/** The real letter service on the demo's clock, attached to its loans so the servicing run issues what falls due. */
export function attachDemoLetters(db: Kysely<DatabaseSchema>, loans: LoanService, clock: SettableClock): LetterService {
  const letters = new LetterService({ db, clock, loans, paperwork: new LetterPaperwork(pdfkitRendererFor(KESTREL_CREDIT_DOCUMENTS)) });
  loans.attachLetters(letters);
  return letters;
}

/**
 * The letters the demo borrower asked for on her car loan, issued through the real letter service and
 * renderer on the days she asked (each PDF appended to the issued-documents log then): a statement of
 * her account three weeks ago, after her third repayment, and a settlement statement six days ago, still
 * within its 28 days. (Her annual statement came from the servicing run, on her boiler loan.)
 */
export async function seedDemoLetters(letters: LetterService, clock: SettableClock, userId: number, loanId: number, now: number): Promise<void> {
  clock.set(now - 21 * DAY_MS);
  await letters.requestStatement(userId, loanId);
  clock.set(now - 6 * DAY_MS);
  await letters.requestSettlementStatement(userId, loanId);
}
