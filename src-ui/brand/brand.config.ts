/**
 * Everything lender-specific the portal shows (ARCHITECTURE §9). A deployment replaces
 * `activeBrand` (or merges over `KESTREL_CREDIT`) instead of editing components.
 *
 * This file holds what the first load needs (name, particulars, colours, landing page). The long
 * texts of the public pages (terms, privacy notice, about, product details, team, contact and
 * complaints) follow the schema of `brand-content.schema.ts` and are chosen in `brand-content.ts`
 * (`activeContent`, written against this config); they load only with those pages.
 */

import type { CollectionMethod } from '../../src-domain/direct-debit/mandate.entity';
import type { OptionalQuestion } from '../../src-domain/profile/profile-policy';
import type { SupportedCurrency } from '../../src-domain/shared/money';

/** A product as the landing page describes it, in plain language. */
export interface BrandProduct {
  /** Stable key, also the product alias of the API (`api/alias-product/{alias}`). */
  alias: string;
  /** Name shown to customers. */
  name: string;
  /** One sentence: who it is for. */
  forWhom: string;
  /** Two or three sentences on how it works and what it costs, without jargon. */
  description: string;
  /** Short facts shown as tags, e.g. "£1,000 – £25,000". */
  facts: readonly string[];
  /** A warning a careful lender shows next to the product, when there is one. */
  caution?: string;
}

/** A step of "how it works". */
export interface BrandStep {
  title: string;
  body: string;
}

/** The schema of a lender's brand. Every string a customer reads about the lender comes from here. */
export interface BrandConfig {
  /** Trading name, e.g. "Kestrel Credit". */
  name: string;
  /** Short promise shown under the name. */
  tagline: string;
  /** Registered legal entity, e.g. "Kestrel Credit Ltd". */
  legalEntity: string;
  /** Company registration, e.g. "Registered in England and Wales, company no. 09876543". */
  companyRegistration: string;
  /** Regulator and licence/firm reference number. */
  licence: {
    /** Name of the regulator, e.g. "Financial Conduct Authority". */
    regulator: string;
    /** Licence or firm reference number as the regulator publishes it. */
    number: string;
  };
  /** Registered office, one line per array entry. */
  registeredAddress: readonly string[];
  contact: {
    email: string;
    /** Phone in display form. */
    phone: string;
    /** Phone in E.164 for `tel:` links. */
    phoneE164: string;
    /** When people answer the phone. */
    hours: string;
  };
  /**
   * How the lender's customers write their bank details: `uk` asks for a sort code and an 8-digit
   * account number in pounds; `international` takes an IBAN or an account number with a routing
   * code, in any supported currency. One setting for a lender elsewhere.
   */
  bankDetails: 'uk' | 'international';
  /** How a borrower repays, told on the page of every loan still being repaid. */
  repayments: {
    /**
     * How the scheduled payments are taken: by Direct Debit (the borrower sets up a mandate before
     * signing) or by the borrower's own transfer. The server's brand says the same (`COLLECTION_METHOD`);
     * where it is `transfer`, no page mentions Direct Debit.
     */
    collectionMethod: CollectionMethod;
    /** How the scheduled payments are taken, in the lender's words for each method; pages show the one of `collectionMethod`. */
    collection: Record<CollectionMethod, string>;
    /** The lender's account for money a borrower sends themselves: an extra payment, or settling early. */
    transferTo: { payee: string; account: readonly { label: string; value: string }[] };
    /** What to do before settling early, so that a scheduled payment is not also taken. */
    beforeSettling: string;
    /** Where a borrower who finds repayments hard is offered help (a path of the portal). */
    helpPath: string;
  };
  /** The one currency the lender lends in and assesses income in; the forms offer no other. */
  currency: SupportedCurrency;
  /** Profile questions this lender requires; gender and education are optional unless listed (default none). */
  requiredProfileQuestions: readonly OptionalQuestion[];
  /** What the country calls its personal identity number, e.g. "National Insurance number". */
  nationalIdName: string;
  /** An example of it, shown as a hint. */
  nationalIdExample: string;
  /** Where a customer can complain (a path of the portal or an absolute URL). */
  complaintsPath: string;
  /** Regulatory risk warning shown in the footer of every public page. */
  riskWarning: string;
  /** Brand colours; `primary` drives Blueprint's primary intent. CSS colour strings. */
  colors: {
    primary: string;
    primaryHover: string;
    primaryActive: string;
    /** Accent used sparingly (hero highlight). */
    accent: string;
  };
  /** Landing page copy. `products` is also the list the services page details (see `ServicesContent.products`). */
  landing: {
    headline: string;
    lead: string;
    /** Short reassurances under the call to action. */
    promises: readonly string[];
    steps: readonly BrandStep[];
    products: readonly BrandProduct[];
  };
}

/** The fictional demo lender. */
export const KESTREL_CREDIT: BrandConfig = {
  name: 'Kestrel Credit',
  tagline: 'Fair credit, clearly priced',
  legalEntity: 'Kestrel Credit Ltd',
  companyRegistration: 'Registered in England and Wales, company no. 09876543',
  licence: { regulator: 'Financial Conduct Authority', number: 'FRN 987654' },
  registeredAddress: ['3 Harrier Yard', 'Leeds LS1 4AP', 'United Kingdom'],
  contact: {
    email: 'help@kestrel.test',
    phone: '0113 496 0000',
    phoneE164: '+441134960000',
    hours: 'Monday to Friday, 8am to 6pm',
  },
  bankDetails: 'uk',
  repayments: {
    collectionMethod: 'direct_debit',
    collection: {
      direct_debit:
        'We collect each payment by Direct Debit from the account your Direct Debit is set up on. When a payment falls on a weekend or a bank holiday, we collect it on the next working day.',
      transfer:
        'Send each payment by bank transfer so that it reaches us by its due date. When a payment falls on a weekend or a bank holiday, it is due on the next working day.',
    },
    transferTo: {
      payee: 'Kestrel Credit Ltd',
      account: [
        { label: 'Sort code', value: '12-34-56' },
        { label: 'Account number', value: '87654321' },
      ],
    },
    beforeSettling: 'Call us before you send the money, so that we do not also collect your next payment.',
    helpPath: '/contact#financial-difficulty',
  },
  currency: 'GBP',
  requiredProfileQuestions: [],
  nationalIdName: 'National Insurance number',
  nationalIdExample: 'QQ 12 34 56 C',
  complaintsPath: '/contact#complaints',
  riskWarning:
    'Late repayment can cause you serious money problems. For free, impartial help, visit MoneyHelper. ' +
    'We will always check that a loan is affordable for you before we lend.',
  colors: { primary: '#0f6e6e', primaryHover: '#0b5959', primaryActive: '#084545', accent: '#e8a33d' },
  landing: {
    headline: 'Fair credit, clearly priced.',
    lead:
      'Borrow for the things that matter with a fixed rate you see before you apply, a repayment schedule you can ' +
      'read in one minute, and no fee for paying back early.',
    promises: ['Checking your rate does not affect your credit score', 'No arrangement or early-repayment fees', 'Decisions explained in plain words'],
    steps: [
      {
        title: 'Open an account',
        body: 'Tell us who you are and confirm your phone and e-mail. It takes about five minutes and commits you to nothing.',
      },
      {
        title: 'See your price',
        body: 'Choose an amount and a term. We show the monthly repayment, the total you will pay back and the APR before you apply.',
      },
      {
        title: 'Get a clear decision',
        body: 'We check that the loan is affordable for you. If we say yes, the money is usually in your bank within two hours, and by the next working day at the latest.',
      },
    ],
    products: [
      {
        alias: 'personal-loan',
        name: 'Personal loan',
        forWhom: 'For a planned cost: a car, a home improvement or a course.',
        description:
          'A fixed amount repaid in equal monthly instalments. Your rate is fixed for the whole term, so the repayment never changes. ' +
          'You can repay early at any time without a fee and only pay interest for the time you borrowed.',
        facts: ['£1,000 – £25,000', '1 to 5 years', 'Fixed rate'],
      },
      {
        alias: 'debt-consolidation-loan',
        name: 'Debt consolidation loan',
        forWhom: 'For bringing several card or overdraft balances into one repayment.',
        description:
          'We pay off the balances you choose and you repay us in one monthly instalment. We show you, side by side, ' +
          'what you pay today and what you would pay with us, and we will tell you if consolidating would cost you more.',
        facts: ['£3,000 – £25,000', '2 to 5 years', 'One monthly payment'],
      },
      {
        alias: 'payday-loan',
        name: 'Short-term loan',
        forWhom: 'For an unexpected bill you can repay within a few weeks.',
        description:
          'A small loan repaid in one payment on your pay day. The daily interest is capped and the total ' +
          'cost is shown in pounds before you apply. It is an expensive way to borrow and is not suitable for long-term needs.',
        facts: ['£100 – £1,000', '7 to 35 days', 'Cost shown in pounds'],
        caution: 'Short-term loans are expensive. Consider whether you can borrow more cheaply elsewhere first.',
      },
    ],
  },
};

/** The brand this build shows. A deployment overrides this single export. */
export const activeBrand: BrandConfig = KESTREL_CREDIT;
