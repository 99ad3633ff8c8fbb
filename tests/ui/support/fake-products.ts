import type { LoanQuoteDto } from '../../../src-domain/loans/loan-quote.dto';
import type { ProductGateway } from '../../../src-domain/loans/product-gateway.port';
import type { Branch, ProductOffer } from '../../../src-domain/loans/product-offer.entity';
import { GetLoanProduct, ListBranches, ListLoanProducts, QuoteLoan } from '../../../src-domain/loans/product.use-cases';
import { quoteLoan, representativeExample, type LoanQuote } from '../../../src-domain/loans/quote';
import { Conflict, NotFound, Unavailable } from '../../../src-domain/shared/errors';
import type { LoanGateway, LoanListStatus } from '../../../src-domain/loans/loan-gateway.port';
import type { EligibilityAnswer, Loan, LoanAccount, LoanRequest, Page, ScheduledInstalment } from '../../../src-domain/loans/loan.entity';
import { CheckEligibility, GetLoan, ListAccounts, ListLoanRequests, ListLoans, QuoteSettlement, RequestLoan, WithdrawLoanRequest } from '../../../src-domain/loans/loan.use-cases';
import type { SettlementQuote } from '../../../src-domain/loans/settlement';
import type { DocumentFile, DocumentGateway } from '../../../src-domain/documents/document-gateway.port';
import type { BorrowerDocument, DocumentPage, DocumentType } from '../../../src-domain/documents/document.entity';
import { DownloadDocument, ListDocuments, ListDocumentTypes, RemoveDocument, UploadDocument } from '../../../src-domain/documents/documents.use-cases';
import type { AppServices } from '../../../src-ui/app/app-services';
import { LOAN_CATALOGUE, BRANCHES } from '../../../src-server/seed/loan-catalogue.seed';

/**
 * The catalogue without a server: the seed's products, priced by the real loan math, so a page
 * shows the figures the API would. `failNext` makes the next call fail like a dropped connection.
 */
export class FakeProductGateway implements ProductGateway {
  readonly quotes: LoanQuoteDto[] = [];
  failNext: Error | null = null;
  today = '2026-11-24';

  private offers(): ProductOffer[] {
    return LOAN_CATALOGUE.map((product, index) => {
      const example = representativeExample(product, this.today);
      return { id: index + 1, product, representativeApr: example.quote.aprPercent, representativeExample: example.wording };
    });
  }

  private failure(): void {
    const error = this.failNext;
    this.failNext = null;
    if (error) throw error;
  }

  async activeProducts(): Promise<ProductOffer[]> {
    this.failure();
    return this.offers();
  }

  async productByAlias(alias: string): Promise<ProductOffer> {
    this.failure();
    const offer = this.offers().find((o) => o.product.alias === alias);
    if (!offer) throw new NotFound(`No loan product is called '${alias}'.`, 404);
    return offer;
  }

  async branches(): Promise<Branch[]> {
    this.failure();
    return BRANCHES.map((b, index) => ({ id: index + 1, name: b.name, addressLines: [b.addressLine1], city: b.city, postalCode: b.postalCode, phone: b.phone, email: b.email, openingHours: b.openingHours }));
  }

  async quote(input: LoanQuoteDto): Promise<LoanQuote> {
    this.failure();
    this.quotes.push(input);
    const offer = await this.productByAlias(input.product_alias);
    return quoteLoan(offer.product, input.amount, input.term, input.start_date ?? this.today);
  }
}

export function productServices(products: ProductGateway): Pick<AppServices, 'products'> {
  return { products: { list: new ListLoanProducts(products), byAlias: new GetLoanProduct(products), branches: new ListBranches(products), quote: new QuoteLoan(products) } };
}

/**
 * A borrower with no loans yet: every list empty, and a request answered like a server that is
 * down. The loan pages' own journeys run against the real server (tests/e2e/loan-journey.e2e.test.ts).
 */
export class EmptyLoanGateway implements LoanGateway {
  async checkEligibility(): Promise<EligibilityAnswer> {
    return { eligible: false, reasons: [{ code: 'DETAILS_MISSING', message: 'Add your personal details, including your date of birth.', action: '/dashboard/my-details' }], maxAmountMinor: null, awaitingDocuments: [], quote: null };
  }
  async requestLoan(): Promise<LoanRequest> {
    throw new Unavailable();
  }
  async requests(): Promise<Page<LoanRequest>> {
    return { items: [], page: 1, lastPage: 1, total: 0 };
  }
  async withdraw(_id: number): Promise<LoanRequest> {
    throw new NotFound();
  }
  async loans(): Promise<Page<Loan>> {
    return { items: [], page: 1, lastPage: 1, total: 0 };
  }
  async loan(_id: number): Promise<Loan> {
    throw new NotFound();
  }
  async schedule(): Promise<ScheduledInstalment[]> {
    return [];
  }
  async settlement(): Promise<SettlementQuote> {
    throw new NotFound();
  }
  async accounts(): Promise<Page<LoanAccount>> {
    return { items: [], page: 1, lastPage: 1, total: 0 };
  }
}

/** A borrower whose requests are `list` (one page, filtered by status as the server does), and nothing else. */
export class RequestsLoanGateway extends EmptyLoanGateway {
  constructor(private readonly list: LoanRequest[]) {
    super();
  }
  override async requests(status: string | null = null): Promise<Page<LoanRequest>> {
    const statuses = status === 'open' ? ['submitted', 'in_review'] : status ? [status] : null;
    const items = this.list.filter((request) => !statuses || statuses.includes(request.status));
    return { items, page: 1, lastPage: 1, total: items.length };
  }
  /** The ids withdrawn, in order. */
  readonly withdrawn: number[] = [];
  override async withdraw(id: number): Promise<LoanRequest> {
    const index = this.list.findIndex((request) => request.id === id);
    if (index < 0) throw new NotFound();
    this.withdrawn.push(id);
    this.list[index] = { ...this.list[index], status: 'withdrawn' };
    return this.list[index];
  }
}

/** A borrower whose loans are `list` (and their schedules, none unless given), and nothing else; paged ten at a time as the server pages them. */
export class LoansLoanGateway extends EmptyLoanGateway {
  /** The status of each list asked for, in order. */
  readonly asked: (LoanListStatus | null)[] = [];
  constructor(private readonly list: Loan[]) {
    super();
  }
  override async loans(page = 1, status: LoanListStatus | null = null): Promise<Page<Loan>> {
    this.asked.push(status);
    const late = (loan: Loan) => loan.status === 'active' && loan.nextDue?.status === 'overdue';
    const kept = this.list.filter((loan) => (status === 'late' ? late(loan) : status === null || (loan.status === 'active') === (status === 'open')));
    return { items: kept.slice((page - 1) * 10, page * 10), page, lastPage: Math.max(1, Math.ceil(kept.length / 10)), total: kept.length };
  }
  override async loan(id: number): Promise<Loan> {
    const found = this.list.find((loan) => loan.id === id);
    if (!found) throw new NotFound();
    return found;
  }
}

/** A £6,500 personal loan over 36 months, three payments made, the next one `nextStatus`. */
export function aLoan(id: number, nextStatus: NonNullable<Loan['nextDue']>['status'] = 'pending', overrides: Partial<Loan> = {}): Loan {
  return {
    id,
    reference: `KC${String(id).padStart(8, '0')}`,
    productAlias: 'personal-loan',
    productName: 'Personal loan',
    currency: 'GBP',
    principalMinor: 650_000,
    term: 36,
    termUnit: 'months',
    annualRate: '12.9',
    apr: '13.7',
    status: 'active',
    disbursedAt: '2026-07-29T10:00:00.000Z',
    startDate: '2026-07-29',
    nextDue: { number: 4, dueDate: '2026-10-29', amountMinor: 21_870, status: nextStatus },
    balanceMinor: 604_872,
    totalRepayableMinor: 787_312,
    paidTotalMinor: 65_610,
    instalmentsPaid: 3,
    instalmentsTotal: 36,
    // A loan made before agreements were signed online: the withdrawal period counts from the pay-out.
    agreement: null,
    withdrawal: { startsOn: null, deadline: null },
    ...overrides,
  };
}

/** A personal-loan request of £5,000 over 36 months in `status`. */
export function aLoanRequest(id: number, status: LoanRequest['status'], overrides: Partial<LoanRequest> = {}): LoanRequest {
  return {
    id,
    reference: `KC-${String(id).padStart(6, '0')}`,
    productAlias: 'personal-loan',
    productName: 'Personal loan',
    currency: 'GBP',
    amountMinor: 500_000,
    term: 36,
    termUnit: 'months',
    purpose: 'home_improvements',
    status,
    decisionReason: null,
    quote: { regularPaymentMinor: 16_969, totalRepayableMinor: 610_884, apr: '13.7' },
    loanId: null,
    history: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    offer: null,
    ...overrides,
  };
}

export function loanServices(loans: LoanGateway): Pick<AppServices, 'loans'> {
  return {
    loans: {
      checkEligibility: new CheckEligibility(loans),
      request: new RequestLoan(loans),
      listRequests: new ListLoanRequests(loans),
      withdraw: new WithdrawLoanRequest(loans),
      list: new ListLoans(loans),
      get: new GetLoan(loans),
      settlement: new QuoteSettlement(loans),
      accounts: new ListAccounts(loans),
    },
  };
}

/** A document type the lender asks for; `requiredBy` empty means optional. */
export function aDocumentType(slug: string, name: string, requiredBy: string[] = ['personal-loan']): DocumentType {
  return { id: slug.length, slug, name, description: `${name}.`, accepts: ['pdf', 'jpg', 'png'], maxSizeKb: 10_240, hasBack: false, expires: false, minWidth: null, minHeight: null, maxPixels: 40_000_000, requiredBy, oneOf: null };
}

/** One of the borrower's documents of type `typeSlug`. */
export function aDocument(id: number, typeSlug: string, status: BorrowerDocument['status']): BorrowerDocument {
  return { id, typeSlug, typeName: typeSlug, side: null, fileName: `${typeSlug}.pdf`, size: 52_000, mime: 'application/pdf', status, reviewReason: null, expiresOn: null, createdAt: '2026-11-01T09:00:00.000Z', reviewedAt: null, identityConfirmed: false };
}

/**
 * The lender's document types and the borrower's documents, as given (none by default); the documents
 * page's own journey runs against the real server.
 */
export class FakeDocumentGateway implements DocumentGateway {
  constructor(
    private readonly documentTypes: DocumentType[] = [],
    private readonly documents: BorrowerDocument[] = [],
  ) {}
  async types(): Promise<DocumentType[]> {
    return this.documentTypes;
  }
  async list(): Promise<DocumentPage> {
    return { items: this.documents, page: 1, lastPage: 1, total: this.documents.length };
  }
  async upload(): Promise<BorrowerDocument> {
    throw new Unavailable();
  }
  async file(): Promise<DocumentFile> {
    throw new NotFound();
  }
  /** Removes a pending document, as the server does; a reviewed one stays (409). */
  async remove(id: number): Promise<void> {
    const at = this.documents.findIndex((document) => document.id === id);
    if (at < 0) throw new NotFound();
    if (this.documents[at].status !== 'pending') throw new Conflict('We have already checked this document, so it stays on your record and cannot be removed.');
    this.documents.splice(at, 1);
  }
}

export function documentServices(documents: DocumentGateway): Pick<AppServices, 'documents'> {
  return { documents: { types: new ListDocumentTypes(documents), list: new ListDocuments(documents), upload: new UploadDocument(documents), download: new DownloadDocument(documents), remove: new RemoveDocument(documents) } };
}
