import type { BankAccount } from '../../src-domain/profile/bank-account.entity';
import type { Mandate, MandateStatus } from '../../src-domain/direct-debit/mandate.entity';
import { ukDayOf } from '../agreements/offer-summary.card';

/** A mandate's status in the borrower's words. */
export const MANDATE_STATUS_WORDS: Record<MandateStatus, string> = {
  pending: 'Being set up with your bank',
  active: 'Active',
  cancelled: 'Cancelled',
  failed: 'Refused by your bank',
};

/** "Barclays, sort code 20-00-00, account ending 5678": how a borrower recognises the account a mandate is on. */
export function mandateAccountLine(mandate: Pick<Mandate, 'bankName' | 'sortCode' | 'accountLast4'>): string {
  return `${mandate.bankName}, sort code ${mandate.sortCode}, account ending ${mandate.accountLast4}`;
}

const digitsOf = (text: string | null) => (text ?? '').replace(/\D/g, '');

/** "200000" or "20-00-00" as "20-00-00"; anything that is not six digits as stored. */
function sortCodeText(routingCode: string): string {
  const digits = digitsOf(routingCode);
  return digits.length === 6 ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : routingCode;
}

/** A profile account as the chooser lists it: bank, sort code and the masked number. */
export function bankAccountLine(bank: BankAccount): string {
  return [bank.bankName, bank.routingCode && `sort code ${sortCodeText(bank.routingCode)}`, `account ${bank.accountNumberMasked}`].filter(Boolean).join(', ');
}

/** True when the mandate is on this profile account, as far as the borrower can tell: same sort code, same last four digits. */
export function isMandateAccount(mandate: Mandate | null, bank: BankAccount): boolean {
  return mandate !== null && digitsOf(bank.routingCode) === digitsOf(mandate.sortCode) && bank.accountNumberMasked.endsWith(mandate.accountLast4);
}

/** Props of {@link MandateFacts}. */
export interface MandateFactsProps {
  mandate: Mandate;
}

/** The mandate's reference, account and status, as a list of facts. */
export function MandateFacts({ mandate }: MandateFactsProps) {
  return (
    <dl className="mandate-facts">
      <div>
        <dt>Mandate reference</dt>
        <dd className="mandate-facts__reference">{mandate.reference}</dd>
      </div>
      <div>
        <dt>Account</dt>
        <dd>
          {mandate.bankName}, account ending {mandate.accountLast4}
          <span className="muted mandate-facts__sub">
            Sort code {mandate.sortCode} · {mandate.accountHolder}
          </span>
        </dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          {MANDATE_STATUS_WORDS[mandate.status]}
          {mandate.lodgedAt && <span className="muted mandate-facts__sub">Sent to your bank on {ukDayOf(mandate.lodgedAt)}</span>}
        </dd>
      </div>
    </dl>
  );
}
MandateFacts.displayName = 'MandateFacts';
