import type { DocumentBlock } from '../../../src-domain/agreements/document-blocks';
import { LENDER_DOCUMENT_KINDS, OFFER_LOCK_CODES, OFFER_STATUSES, type LenderDocumentView, type Offer, type OfferFigures, type OfferLock, type SigningCode } from '../../../src-domain/agreements/offer.entity';
import { isRecord } from '../../http/response-body';
import { checkShape, decimalText, int, listOf, nullableInt, nullableStr, oneOf, str } from '../shared/wire-checks';
import { malformed } from '../shared/wire-guards';

/** GET /api/v1/offers/{id}'s resource as the domain's Offer. */
export function toOffer(value: unknown): Offer {
  const w = checkShape(value, 'offer', {
    id: int, request_id: int, reference: str, product_alias: nullableStr, product_name: str, status: oneOf(OFFER_STATUSES), made_at: str, expires_at: str,
    loan_id: nullableInt, signed_at: nullableStr, figures: isRecord, pre_contract_opened_at: nullableStr, locks: Array.isArray, signing: isRecord,
  });
  const signing = checkShape(w.signing, 'offer signing', { phone_masked: nullableStr, agreement_sha256: str, template_version: str });
  return {
    id: w.id as number,
    requestId: w.request_id as number,
    reference: w.reference as string,
    productAlias: w.product_alias as string | null,
    productName: w.product_name as string,
    status: w.status as Offer['status'],
    madeAt: w.made_at as string,
    expiresAt: w.expires_at as string,
    loanId: w.loan_id as number | null,
    signedAt: w.signed_at as string | null,
    figures: toFigures(w.figures),
    preContractOpenedAt: w.pre_contract_opened_at as string | null,
    locks: (w.locks as unknown[]).map(toLock),
    signing: { phoneMasked: signing.phone_masked as string | null, agreementSha256: signing.agreement_sha256 as string, templateVersion: signing.template_version as string },
  };
}

function toFigures(value: unknown): OfferFigures {
  const w = checkShape(value, 'offer figures', {
    currency: str, amount: int, total_payable: int, total_cost: int, total_interest: int, fees: int, instalment: int, instalments: int, term: int,
    term_unit: oneOf(['days', 'months'] as const), annual_rate: decimalText, apr: decimalText, first_due_date: str, final_due_date: str, late_fee: int,
  });
  return {
    currency: w.currency as string,
    amountMinor: w.amount as number,
    totalPayableMinor: w.total_payable as number,
    totalCostMinor: w.total_cost as number,
    totalInterestMinor: w.total_interest as number,
    feesMinor: w.fees as number,
    instalmentMinor: w.instalment as number,
    instalments: w.instalments as number,
    term: w.term as number,
    termUnit: w.term_unit as OfferFigures['termUnit'],
    annualRate: w.annual_rate as string,
    apr: w.apr as string,
    firstDueDate: w.first_due_date as string,
    finalDueDate: w.final_due_date as string,
    lateFeeMinor: w.late_fee as number,
  };
}

function toLock(value: unknown): OfferLock {
  const w = checkShape(value, 'offer lock', { code: oneOf(OFFER_LOCK_CODES), message: str });
  return { code: w.code as OfferLock['code'], message: w.message as string, action: toLockAction(w.action) };
}

/** Where to go about a lock: `{ label, path }`, a bare path (labelled by the page), or nothing. */
function toLockAction(value: unknown): OfferLock['action'] {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return { label: 'Sort this out', path: value };
  const w = checkShape(value, 'offer lock action', { label: str, path: str });
  return { label: w.label as string, path: w.path as string };
}

/** A lender's document as the page shows it; a block of a kind the page does not know is refused, not guessed at. */
export function toLenderDocument(value: unknown): LenderDocumentView {
  const w = checkShape(value, 'lender document', { kind: oneOf(LENDER_DOCUMENT_KINDS), title: str, version: str, sha256: str, blocks: Array.isArray });
  return { kind: w.kind as LenderDocumentView['kind'], title: w.title as string, version: w.version as string, sha256: w.sha256 as string, blocks: (w.blocks as unknown[]).map(toBlock) };
}

/** One block of a lender's document (the Direct Debit Guarantee is read with it too). */
export function toBlock(value: unknown): DocumentBlock {
  if (!isRecord(value)) throw malformed('document block');
  switch (value.kind) {
    case 'heading': {
      const w = checkShape(value, 'heading block', { level: (level) => level === 1 || level === 2 || level === 3, text: str });
      return { kind: 'heading', level: w.level as 1 | 2 | 3, text: w.text as string };
    }
    case 'paragraph':
      return { kind: 'paragraph', text: checkShape(value, 'paragraph block', { text: str }).text as string };
    case 'list':
      return { kind: 'list', items: checkShape(value, 'list block', { items: listOf(str) }).items as string[] };
    case 'table': {
      const rows = checkShape(value, 'table block', { rows: listOf((row) => Array.isArray(row) && row.length === 2 && row.every(str)) }).rows;
      return { kind: 'table', rows: rows as [string, string][] };
    }
    default:
      throw malformed('document block');
  }
}

export function toSigningCode(value: unknown): SigningCode {
  const w = checkShape(value, 'signing code', { phone_masked: str, expires_in: int, resend_after: int });
  return { phoneMasked: w.phone_masked as string, expiresInSeconds: w.expires_in as number, resendAfterSeconds: w.resend_after as number };
}
