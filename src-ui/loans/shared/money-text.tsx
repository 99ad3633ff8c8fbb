import { formatMoney, type PenceShown } from '../../../src-domain/loans/money-format';

/** Props of {@link MoneyText}. */
export interface MoneyTextProps {
  /** Integer minor units (pence). */
  minor: number;
  currency?: string;
  className?: string;
  /** `always` in tables, so "£157.00" lines up with "£155.33". */
  pence?: PenceShown;
}

/** An amount of money as a borrower reads it ("£5,000", "£168.23"), formatted by the domain's one money formatter. */
export function MoneyText({ minor, currency = 'GBP', className, pence }: MoneyTextProps) {
  return <span className={['money', className].filter(Boolean).join(' ')}>{formatMoney(minor, currency, pence)}</span>;
}
MoneyText.displayName = 'MoneyText';
