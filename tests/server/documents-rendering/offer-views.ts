import { documentView, type DocumentView, type SignatureInput } from '../../../src-domain/agreements/offer-figures';
import type { LoanProduct } from '../../../src-domain/loans/loan-product.entity';
import { quoteLoan } from '../../../src-domain/loans/quote';
import { KESTREL_CREDIT_DOCUMENTS } from '../../../src-server/brand/kestrel-credit/documents/index';
import { paydayLoan, personalLoan } from '../../domain/loans/products.fixture';

/** The templates' view as the signing journey builds it: the domain's one quote, the brand's particulars. */
export function offerView(product: LoanProduct, amountMinor: number, term: number, signature?: SignatureInput): Record<string, unknown> {
  const view: DocumentView = documentView({
    quote: quoteLoan(product, amountMinor, term, '2026-12-12'),
    product,
    lender: KESTREL_CREDIT_DOCUMENTS.particulars,
    borrower: { name: 'Jane Smith', address: ['12 Kestrel Street', 'Manchester', 'M4 1LE'] },
    offer: { reference: 'LR-000042', expiresAt: new Date('2026-12-26T10:15:00Z') },
    agreementDate: '2026-12-12',
    signature,
  });
  return { ...view };
}

/** £5,000 over 36 months: a monthly loan. */
export const personalLoanView = () => offerView(personalLoan(), 500_000, 36);
/** £200 over 30 days: one payment, the short-term sections shown. */
export const shortTermLoanView = () => offerView(paydayLoan(), 20_000, 30);
