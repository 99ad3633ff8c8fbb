import { LETTER_KINDS, type Letter, type LetterSummary } from '../../../src-domain/letters/letter.entity';
import { bool, checkShape, int, nullableStr, oneOf, str } from '../shared/wire-checks';

/** A summary figure the letter's kind may leave out: absent, null, or what `test` accepts. */
const optional = (test: (value: unknown) => boolean) => (value: unknown) => value === undefined || value === null || test(value);

/** A `LetterResource` (docs/design/letters.md §3) as the domain's Letter; a kind this client does not know is refused, not guessed at. */
export function toLetter(value: unknown): Letter {
  const w = checkShape(value, 'letter', {
    id: int, loan_id: int, loan_reference: str, kind: oneOf(LETTER_KINDS), title: str, issued_at: str, due_by: str, template_version: str,
    read_at: nullableStr, ready: bool, summary: (summary) => typeof summary === 'object' && summary !== null && !Array.isArray(summary),
  });
  return {
    id: w.id as number,
    loanId: w.loan_id as number,
    loanReference: w.loan_reference as string,
    kind: w.kind as Letter['kind'],
    title: w.title as string,
    issuedAt: w.issued_at as string,
    dueBy: w.due_by as string,
    templateVersion: w.template_version as string,
    readAt: w.read_at as string | null,
    ready: w.ready as boolean,
    summary: toSummary(w.summary),
  };
}

function toSummary(value: unknown): LetterSummary {
  const w = checkShape(value, 'letter summary', {
    paid_to_date: optional(int), arrears: optional(int), still_to_pay: optional(int), settlement_total: optional(int), valid_until: optional(str), default_sum: optional(int), collection_amount: optional(int), collection_date: optional(str),
  });
  const summary: LetterSummary = {};
  // Only the figures the kind carries, so the page never shows an absent one as £0.
  if (int(w.paid_to_date)) summary.paidToDateMinor = w.paid_to_date;
  if (int(w.arrears)) summary.arrearsMinor = w.arrears;
  if (int(w.still_to_pay)) summary.stillToPayMinor = w.still_to_pay;
  if (int(w.settlement_total)) summary.settlementTotalMinor = w.settlement_total;
  if (str(w.valid_until)) summary.validUntil = w.valid_until;
  if (int(w.default_sum)) summary.defaultSumMinor = w.default_sum;
  if (int(w.collection_amount)) summary.collectionAmountMinor = w.collection_amount;
  if (str(w.collection_date)) summary.collectionDate = w.collection_date;
  return summary;
}
