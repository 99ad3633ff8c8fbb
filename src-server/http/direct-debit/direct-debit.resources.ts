import type { MandateView } from './direct-debit.service';

/** A collection the borrower's previous account still pays (the bank had it before the change). */
export interface CollectionOnPreviousAccountResource {
  amount_minor: number;
  /** `YYYY-MM-DD` */
  due_on: string;
  mandate_reference: string;
  account_last4: string;
}

/** A mandate on the wire (§7.3 `M`): never the full account number. */
export interface MandateResource {
  reference: string;
  /** `pending` while the bank may still refuse it (its lodgement period, ADR 0046), then `active`. */
  status: string;
  account_holder: string;
  bank_name: string;
  /** "12-34-56" */
  sort_code: string;
  account_last4: string;
  lodged_at: string | null;
  /** Collections already with the bank on a replaced mandate: taken from the old account, whose Direct Debit ends after them. */
  on_previous_account: CollectionOnPreviousAccountResource[];
}

export function toMandateResource({ mandate, beingSetUp, onPreviousAccount }: MandateView): MandateResource {
  const inForce = mandate.status === 'pending' || mandate.status === 'active';
  return {
    reference: mandate.reference,
    status: inForce ? (beingSetUp ? 'pending' : 'active') : mandate.status,
    account_holder: mandate.accountHolder,
    bank_name: mandate.bankName,
    sort_code: mandate.sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3'),
    account_last4: mandate.accountLast4,
    lodged_at: mandate.lodgedAt,
    on_previous_account: onPreviousAccount.map((c) => ({ amount_minor: c.amountMinor, due_on: c.dueOn, mandate_reference: c.mandateReference, account_last4: c.accountLast4 })),
  };
}
