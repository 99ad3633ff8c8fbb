import type { LoanProduct } from './loan-product.entity';

/** A product as the catalogue offers it: its terms, and its representative example as the lender advertises it. */
export interface ProductOffer {
  id: number;
  product: LoanProduct;
  /** Percent, e.g. "13.7". */
  representativeApr: string;
  /** The sentence the regulator expects beside any advertised rate. */
  representativeExample: string;
}

/** One of the lender's branches. */
export interface Branch {
  id: number;
  name: string;
  addressLines: string[];
  city: string;
  postalCode: string;
  phone: string;
  email: string;
  openingHours: { days: string; hours: string }[];
}

/** What public pages say about a product without asking the API: its name and representative example. */
export interface CatalogueSummary {
  alias: string;
  name: string;
  representativeApr: string;
  representativeExample: string;
}
