import type { Kysely } from 'kysely';
import type { DocumentBlock, LenderDocument } from '../../../src-domain/agreements/document-blocks';
import type { DocumentRenderer } from '../../../src-domain/agreements/document-renderer.port';
import { letterView, type LetterViewInput } from '../../../src-domain/letters/letter-views';
import { ukDateOf } from '../../../src-domain/complaints/complaint-dates';
import { isLetterKind, type LetterKind } from '../../../src-domain/letters/letter.entity';
import { annualStatementPaymentDays } from '../../../src-domain/letters/letter-payments';
import type { CollectionMethod } from '../../../src-domain/collections/collection-provider.port';
import { KESTREL_CREDIT_COLLECTION } from '../../brand/kestrel-credit/collection';
import { KESTREL_CREDIT_DOCUMENTS } from '../../brand/kestrel-credit/documents';
import { collectionPlaceholders } from '../../services/collections/collection-placeholders';
import { KESTREL_CREDIT_LETTERS, type LettersManifest } from '../../brand/kestrel-credit/letters';
import type { DatabaseSchema } from '../../db/database.types';
import type { LetterRecord } from '../../db/letters/letters.repository';
import type { LoanRow } from '../../db/loans/loans.repository';
import { markdownBlocks } from '../../services/documents/markdown-blocks';
import { fillTemplate } from '../../services/documents/template-filling';
import { OfferPaperwork } from '../agreements/offer-paperwork';
import { paymentsOf, statementOf, type LetterFigures } from './letter-facts';

/** Free, independent debt advice every letter names (as the FCA's arrears information sheet does). */
export const DEBT_ADVICE: LetterViewInput['help'] = {
  moneyHelper: { name: 'MoneyHelper', phone: '0800 138 7777', website: 'moneyhelper.org.uk' },
  stepChange: { name: 'StepChange Debt Charity', phone: '0800 138 1111', website: 'stepchange.org' },
  nationalDebtline: { name: 'National Debtline', phone: '0808 808 4000', website: 'nationaldebtline.org' },
};

/**
 * Letters as documents: the brand's template of the letter's version filled with the domain's view
 * (`letterView`) of the figures kept with the letter, then rendered by the same PDF renderer as the
 * agreement. The same letter always gives the same bytes (the renderer dates the PDF by the letter's day).
 */
export class LetterPaperwork {
  private readonly particulars: OfferPaperwork;

  constructor(
    private readonly renderer: DocumentRenderer,
    private readonly manifest: LettersManifest = KESTREL_CREDIT_LETTERS,
    /** Picks a letter's paragraph on paying (COLLECTION_METHOD). */
    private readonly collectionMethod: CollectionMethod = KESTREL_CREDIT_COLLECTION.collectionMethod,
  ) {
    this.particulars = new OfferPaperwork(renderer, collectionMethod);
  }

  /** The letter's words and its PDF. */
  async render(db: Kysely<DatabaseSchema>, letter: LetterRecord, loan: LoanRow): Promise<{ document: LenderDocument; pdf: Uint8Array }> {
    const document = await this.compose(db, letter, loan);
    return { document, pdf: await this.renderer.render(document) };
  }

  private async compose(db: Kysely<DatabaseSchema>, letter: LetterRecord, loan: LoanRow): Promise<LenderDocument> {
    if (!isLetterKind(letter.kind)) throw new RangeError(`Letter ${letter.id} is of an unknown kind "${letter.kind}"`);
    const kind: LetterKind = letter.kind;
    const template = this.manifest.templates[kind].versions[letter.templateVersion];
    if (template === undefined) throw new RangeError(`The lender has no ${kind} template of version "${letter.templateVersion}"`);
    const borrower = await this.particulars.borrowerOf(db, letter.userId);
    if (!borrower) throw new RangeError(`Borrower ${letter.userId} has no details to address letter ${letter.id} to`);
    const figures = letter.figures as unknown as LetterFigures;
    // The letter is dated on the lender's calendar day it was written.
    const letterDate = ukDateOf(new Date(letter.issuedAt));
    const period = letter.periodStart && letter.periodEnd ? { start: letter.periodStart, end: letter.periodEnd } : undefined;
    const view = letterView(kind, {
      lender: KESTREL_CREDIT_DOCUMENTS.particulars,
      borrower,
      loan: { reference: letter.loanReference, agreementDate: loan.start_date, amountMinor: loan.principal, currency: figures.currency, annualRate: figures.annualRate },
      letterDate,
      help: DEBT_ADVICE,
      period,
      statement: statementOf(figures),
      // The annual statement lists its year's payments; a statement of account every payment so far.
      payments: paymentsOf(figures, kind === 'annual-statement' && period ? annualStatementPaymentDays(loan.start_date, period) : undefined),
      settlement: figures.settlement,
      arrears: figures.arrears,
      defaultSum: figures.defaultSum,
      debit: figures.debit,
    });
    const markdown = fillTemplate(`${kind} ${letter.templateVersion}`, template, { ...(view as unknown as Record<string, unknown>), collection: collectionPlaceholders(this.collectionMethod) });
    const blocks = markdownBlocks(markdown);
    return { kind, title: titleOf(blocks, `${kind} ${letter.templateVersion}`), version: letter.templateVersion, issuedOn: letterDate, blocks };
  }
}

function titleOf(blocks: DocumentBlock[], template: string): string {
  const title = blocks.find((block) => block.kind === 'heading' && block.level === 1);
  if (!title || title.kind !== 'heading') throw new RangeError(`The template ${template} has no level-1 heading to be its title`);
  return title.text;
}
