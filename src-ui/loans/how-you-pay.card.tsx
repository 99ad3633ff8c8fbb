import { Card, Elevation } from '@blueprintjs/core';
import { activeBrand, type BrandConfig } from '../brand/brand.config';

export interface HowYouPayCardProps {
  /** The loan's reference, which a transfer must quote. */
  loanReference: string;
  brand?: BrandConfig;
}

/**
 * How a loan is repaid: how the lender collects the scheduled payments (by Direct Debit only where
 * the brand collects that way), and the account and reference for money the borrower sends themselves.
 */
export function HowYouPayCard({ loanReference, brand = activeBrand }: HowYouPayCardProps) {
  const { collectionMethod, collection, transferTo, beforeSettling } = brand.repayments;
  return (
    <Card elevation={Elevation.ONE} className="dashboard__card how-you-pay">
      <h2 className="dashboard__section-title">How you pay</h2>
      <p>{collection[collectionMethod]}</p>
      <p>
        {collectionMethod === 'direct_debit'
          ? 'To pay something extra, or to settle early, send a bank transfer to:'
          : 'Send your payments, anything extra, or the amount to settle early, by bank transfer to:'}
      </p>
      <dl className="how-you-pay__account">
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
          <dd>{loanReference}</dd>
        </div>
      </dl>
      <p className="muted how-you-pay__settling">
        Quote the reference exactly, so that we know the money is for this loan. {beforeSettling} We are on{' '}
        <a href={`tel:${brand.contact.phoneE164}`}>{brand.contact.phone}</a> ({brand.contact.hours}).
      </p>
    </Card>
  );
}

