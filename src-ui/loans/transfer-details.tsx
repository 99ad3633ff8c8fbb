import { formatMoney } from '../../src-domain/loans/money-format';
import { activeBrand, type BrandConfig } from '../brand/brand.config';

/** Props of {@link TransferDetails}. */
export interface TransferDetailsProps {
  /** The loan's reference, which the transfer must quote. */
  reference: string;
  /** What to send, when there is a set amount (a confirmed part payment); left out for money sent at will. */
  amountMinor?: number;
  currency?: string;
  /** @default activeBrand */
  brand?: BrandConfig;
}

/** What a borrower types into their bank's app to send money for a loan: the lender's account, the reference, the amount. */
export function TransferDetails({ reference, amountMinor, currency, brand = activeBrand }: TransferDetailsProps) {
  const { transferTo } = brand.repayments;
  return (
    <dl className="how-you-pay__account">
      {amountMinor !== undefined && (
        <div>
          <dt>Amount</dt>
          <dd>{formatMoney(amountMinor, currency, 'always')}</dd>
        </div>
      )}
      <div>
        <dt>Account name</dt>
        <dd>{transferTo.payee}</dd>
      </div>
      {transferTo.account.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
      <div>
        <dt>Reference</dt>
        <dd>{reference}</dd>
      </div>
    </dl>
  );
}
TransferDetails.displayName = 'TransferDetails';
