import { Intent, Tag } from '@blueprintjs/core';
import { BankAccountIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { BankAccount } from '../../../src-domain/profile/bank-account.entity';
import type { ProfileStore } from '../profile.store';
import { EmptyState, ProfileSection } from './profile-section';
import { RecordRow } from './record-row';

/** Props of {@link BanksSection}. */
export interface BanksSectionProps {
  store: ProfileStore;
}

/** "601613" → "60-16-13"; other codes as stored. */
export function formatRoutingCode(code: string | null): string | null {
  const digits = code?.replace(/[\s-]/g, '') ?? '';
  return code && /^\d{6}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : code;
}

function routingLabel(bank: BankAccount): string {
  if (!bank.routingCode) return '';
  if (bank.accountKind === 'iban') return ` · BIC ${bank.routingCode}`;
  return /^\d{6}$/.test(bank.routingCode.replace(/[\s-]/g, '')) ? ` · Sort code ${formatRoutingCode(bank.routingCode)}` : ` · Routing ${bank.routingCode}`;
}

/** The borrower's bank accounts, numbers masked, the one used for loans first. */
export const BanksSection = observer(function BanksSection({ store }: BanksSectionProps) {
  const banks = store.profile.banks;
  return (
    <ProfileSection
      id="banks-title"
      title="Bank accounts"
      icon={<BankAccountIcon size={20} />}
      description="Where we pay your loan and collect repayments."
      addLabel={banks.length > 0 ? 'Add account' : undefined}
      onAdd={() => store.open('bank')}
    >
      {banks.length === 0 ? (
        <EmptyState
          title="Add a bank account in your name"
          body="We pay the loan into it and collect repayments from it. We only ever show its last four digits."
          actionLabel="Add bank account"
          onAction={() => store.open('bank')}
        />
      ) : (
        <ul className="record-list">
          {banks.map((bank) => (
            <RecordRow
              key={bank.id}
              title={bank.bankName}
              editLabel={`Edit ${bank.bankName} ${bank.accountNumberMasked}`}
              onEdit={() => store.open('bank', bank.id)}
              tags={
                <>
                  <Tag minimal round>{bank.currency}</Tag>
                  {bank.isPrimary && <Tag minimal round intent={Intent.PRIMARY}>For loans and repayments</Tag>}
                </>
              }
            >
              <span className="muted">
                {bank.accountHolder} · <span className="record-row__number">{bank.accountNumberMasked}</span>
                {routingLabel(bank)}
              </span>
            </RecordRow>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
});
BanksSection.displayName = 'BanksSection';
