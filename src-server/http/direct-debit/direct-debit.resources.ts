import type { MandateRecord } from '../../db/collections/direct-debit-mandates.repository';

/** A mandate on the wire (§7.3 `M`): never the full account number. */
export interface MandateResource {
  reference: string;
  status: string;
  account_holder: string;
  bank_name: string;
  /** "12-34-56" */
  sort_code: string;
  account_last4: string;
  lodged_at: string | null;
}

export function toMandateResource(mandate: MandateRecord): MandateResource {
  return {
    reference: mandate.reference,
    status: mandate.status,
    account_holder: mandate.accountHolder,
    bank_name: mandate.bankName,
    sort_code: mandate.sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3'),
    account_last4: mandate.accountLast4,
    lodged_at: mandate.lodgedAt,
  };
}
