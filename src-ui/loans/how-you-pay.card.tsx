import { Card, Elevation } from '@blueprintjs/core';
import { activeBrand, type BrandConfig } from '../brand/brand.config';
import { TransferDetails } from './transfer-details';

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
  const { collectionMethod, collection, beforeSettling } = brand.repayments;
  return (
    <Card elevation={Elevation.ONE} className="dashboard__card how-you-pay">
      <h2 className="dashboard__section-title">How you pay</h2>
      <p>{collection[collectionMethod]}</p>
      <p>
        {collectionMethod === 'direct_debit'
          ? 'To pay something extra, or to settle early, send a bank transfer to:'
          : 'Send your payments, anything extra, or the amount to settle early, by bank transfer to:'}
      </p>
      <TransferDetails reference={loanReference} brand={brand} />
      <p className="muted how-you-pay__settling">
        Quote the reference exactly, so that we know the money is for this loan. {beforeSettling} We are on{' '}
        <a href={`tel:${brand.contact.phoneE164}`}>{brand.contact.phone}</a> ({brand.contact.hours}).
      </p>
    </Card>
  );
}

