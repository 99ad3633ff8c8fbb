import { COLLECTION_METHODS, MANDATE_STATUSES, type CollectionOnPreviousAccount, type DirectDebitSetup, type Mandate } from '../../../src-domain/direct-debit/mandate.entity';
import { isRecord } from '../../http/response-body';
import { toBlock } from '../agreements/agreement.mapper';
import { checkShape, nullableStr, oneOf, str } from '../shared/wire-checks';

/** GET /api/v1/direct-debit's resource as the domain's DirectDebitSetup. */
export function toDirectDebitSetup(value: unknown): DirectDebitSetup {
  const w = checkShape(value, 'direct debit', { method: oneOf(COLLECTION_METHODS), mandate: (mandate) => mandate === null || isRecord(mandate), guarantee: isRecord });
  const guarantee = checkShape(w.guarantee, 'direct debit guarantee', { version: str, blocks: Array.isArray });
  return {
    method: w.method as DirectDebitSetup['method'],
    mandate: w.mandate === null ? null : toMandate(w.mandate),
    guarantee: { version: guarantee.version as string, blocks: (guarantee.blocks as unknown[]).map(toBlock) },
  };
}

/** A mandate resource (`M` of the design's §7.3). */
export function toMandate(value: unknown): Mandate {
  const w = checkShape(value, 'mandate', {
    reference: str, status: oneOf(MANDATE_STATUSES), account_holder: str, bank_name: str, sort_code: str, account_last4: str, lodged_at: nullableStr,
  });
  return {
    reference: w.reference as string,
    status: w.status as Mandate['status'],
    accountHolder: w.account_holder as string,
    bankName: w.bank_name as string,
    sortCode: w.sort_code as string,
    accountLast4: w.account_last4 as string,
    lodgedAt: w.lodged_at as string | null,
    // Older servers do not send it: nothing on a previous account.
    onPreviousAccount: Array.isArray(w.on_previous_account) ? w.on_previous_account.map(toCollectionOnPreviousAccount) : [],
  };
}

function toCollectionOnPreviousAccount(value: unknown): CollectionOnPreviousAccount {
  const w = checkShape(value, 'collection on previous account', { amount_minor: Number.isInteger, due_on: str, mandate_reference: str, account_last4: str });
  return { amountMinor: w.amount_minor as number, dueOn: w.due_on as string, mandateReference: w.mandate_reference as string, accountLast4: w.account_last4 as string };
}
