/**
 * The schema of a lender's long texts: terms, privacy notice, about, products in detail, team and
 * contact (ARCHITECTURE §9). Only the public pages read them, so they live apart from
 * `brand.config.ts` (which the first load carries) and load with those pages' chunks.
 *
 * Inline text (paragraphs, list items, table cells) may hold three marks and nothing else (no HTML):
 * a link `[label](target)`, where the target is a path of the portal (`/contact#complaints`), an
 * absolute `https://` address, `mailto:` or `tel:`; `**strong words**`; and `` `a-name` `` for a
 * technical name such as a cookie.
 */

/** A block of a section: a paragraph (a plain string), a list, a table, or a highlighted note. */
export type ContentBlock =
  | string
  | {
      /** The items of a bulleted (or numbered) list. */
      readonly list: readonly string[];
      /** Numbered instead of bulleted. @default false */
      readonly ordered?: boolean;
    }
  | { readonly table: ContentTable }
  | {
      /** A short aside shown in a tinted box (a warning or a reassurance). */
      readonly note: string;
    };

/** A table with a caption and a header row; every row has one cell per column. */
export interface ContentTable {
  /** Says what the table lists (read by screen readers before the cells). */
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** A titled section of a page; `id` is its anchor (`/terms#your-account`). */
export interface ContentSection {
  /** Anchor: lowercase words joined by hyphens, unique on its page. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly ContentBlock[];
}

/** A document with a date: the terms of use or the privacy notice. */
export interface LegalDocument {
  /** The H1. */
  readonly title: string;
  /** One or two sentences under the H1: what this document is and who it is for. */
  readonly lead: string;
  /** When the text last changed, as an ISO date (`2026-11-16`). */
  readonly lastUpdated: string;
  readonly sections: readonly ContentSection[];
}

/** A short point with a heading (commitments, steps). */
export interface ContentPoint {
  readonly title: string;
  readonly body: string;
}

/** An organisation a customer may turn to outside the lender (ombudsman, regulator, free advice). */
export interface OutsideBody {
  readonly name: string;
  /** What it does for the customer, in one sentence. */
  readonly role: string;
  /** Phone in display form. */
  readonly phone?: string;
  /** Phone in E.164 for `tel:` links. */
  readonly phoneE164?: string;
  /** Absolute https address. */
  readonly website: string;
  /** Postal address, one line per entry. */
  readonly address?: readonly string[];
}

/** Contact particulars the footer does not need: addresses of particular teams, data protection. */
export interface BrandParticulars {
  /** E-mail of the complaints team. */
  readonly complaintsEmail: string;
  /** E-mail of the data protection officer (privacy requests). */
  readonly privacyEmail: string;
  /** E-mail of the team that helps customers in financial difficulty. */
  readonly financialSupportEmail: string;
  /** Registration number with the data protection regulator (in the UK, the ICO's register). */
  readonly dataProtectionRegistration: string;
  /** Who answers privacy questions, e.g. "our Data Protection Officer, Daniel Okafor". */
  readonly dataProtectionOfficer: string;
  /** Where complaints go when the lender's answer does not satisfy (in the UK, the Financial Ombudsman Service). */
  readonly ombudsman: OutsideBody;
  /** The data protection regulator (in the UK, the Information Commissioner's Office). */
  readonly dataRegulator: OutsideBody;
  /** Where anyone can check the lender's authorisation (in the UK, the FCA's Financial Services Register). */
  readonly registerUrl: string;
  /** Free, impartial money and debt advice. */
  readonly freeAdvice: readonly OutsideBody[];
}

/** `/about`. */
export interface AboutContent {
  readonly title: string;
  readonly lead: string;
  /** Who the lender is and why it exists. */
  readonly story: ContentSection;
  /** How it lends responsibly: affordability, fees, pricing, saying no. */
  readonly principlesTitle: string;
  readonly principles: readonly ContentPoint[];
  /** Regulatory status: text before the particulars (entity, regulator, number, office) the page adds. */
  readonly regulation: ContentSection;
}

/** What the services page adds to a product of the landing page (`BrandConfig.landing.products`). */
export interface ProductDetails {
  /** Situations where the product is a sensible choice. */
  readonly suitableIf: readonly string[];
  /** Situations where it is not, said plainly. */
  readonly notSuitableIf: readonly string[];
  /** What the customer needs for this product in addition to the common requirements. */
  readonly alsoNeeded: readonly string[];
  /** Rules that protect the customer for this product (e.g. a regulator's price cap). */
  readonly protections?: readonly string[];
}

/** `/services`. */
export interface ServicesContent {
  readonly title: string;
  readonly lead: string;
  /** How the price is shown, said instead of a representative example until the lender's loan math publishes one. */
  readonly pricing: ContentPoint;
  /** Keyed by the product's `alias`; every product of the landing page has an entry. */
  readonly products: Readonly<Record<string, ProductDetails>>;
  /** What everyone needs to apply. */
  readonly requirements: ContentSection;
  /** What happens after applying, in order. */
  readonly afterApplying: ContentSection;
}

/** A person of the team. */
export interface TeamMember {
  readonly name: string;
  readonly role: string;
  /** Two or three sentences in the third person. */
  readonly bio: string;
}

/** A team a customer can contact directly. */
export interface ContactTeam {
  /** Anchor and key. */
  readonly id: string;
  readonly name: string;
  /** What to contact this team about. */
  readonly helpsWith: string;
  readonly email: string;
  /** Phone in display form; the lender's main number when absent. */
  readonly phone?: string;
  /** A page of the portal that says more, e.g. `/contact#complaints`. */
  readonly more?: { readonly label: string; readonly to: string };
}

/** `/teams`. */
export interface TeamContent {
  readonly title: string;
  readonly lead: string;
  readonly peopleTitle: string;
  readonly people: readonly TeamMember[];
  readonly teamsTitle: string;
  readonly teamsLead: string;
  readonly teams: readonly ContactTeam[];
}

/** `/contact`. */
export interface ContactContent {
  readonly title: string;
  readonly lead: string;
  /** How soon e-mails are answered, shown with the e-mail address. */
  readonly emailReplyTime: string;
  /** How the lender uses the postal address, shown with it (e.g. that post goes to the registered office). */
  readonly postNote: string;
  /** The secure message: what a signed-in customer is told next to the button, and what a visitor is told. */
  readonly secureMessage: { readonly title: string; readonly signedIn: string; readonly visitor: string };
  /** For customers finding repayments hard: shown before the complaints process. */
  readonly financialDifficulty: ContentSection;
  /** The complaints process; its section id is the anchor of `BrandConfig.complaintsPath`. */
  readonly complaints: {
    readonly id: string;
    readonly title: string;
    readonly lead: string;
    readonly steps: readonly ContentPoint[];
    /** After the steps (the page adds the ombudsman's particulars beside them): adjustments, other help. */
    readonly after: readonly ContentBlock[];
  };
}

/** Every long text of a lender. */
export interface BrandContent {
  readonly particulars: BrandParticulars;
  readonly about: AboutContent;
  readonly services: ServicesContent;
  readonly team: TeamContent;
  readonly contact: ContactContent;
  readonly terms: LegalDocument;
  readonly privacy: LegalDocument;
}

/**
 * What the loan application says about the borrower's credit file, true to what each step does
 * (issue 27): a lender that searches at the price check says so here, not in a component. Kept apart
 * from `BrandContent` so the application page does not carry the public pages' long texts.
 */
export interface ApplicationWording {
  /** Under the application's title: what the "can I apply?" check looks at, and so whether it marks the credit file. */
  readonly eligibilityCheck: string;
  /** The title of the note beside the Apply button. */
  readonly applyingTitle: string;
  /** The note beside the Apply button: what applying does to the borrower's credit file, read before pressing it. */
  readonly applying: string;
}
