import { describe, expect, it } from 'vitest';
import type { DocumentBlock, LenderDocument } from '../../../src-domain/agreements/document-blocks';
import { KESTREL_CREDIT_DOCUMENTS } from '../../../src-server/brand/kestrel-credit/documents/index';
import type { TemplatedDocumentKind } from '../../../src-server/services/documents/lender-documents.manifest';
import { composeDocument, composeExecutedAgreement, lenderDocuments } from '../../../src-server/services/documents/lender-documents';
import { missingPlaceholders, TemplatePlaceholdersMissing } from '../../../src-server/services/documents/template-filling';
import { collectionPlaceholders } from '../../../src-server/services/collections/collection-placeholders';
import { KESTREL_CREDIT } from '../../../src-ui/brand/brand.config';
import { activeContent } from '../../../src-ui/brand/brand-content';
import { offerView, personalLoanView, shortTermLoanView } from './offer-views';
import { personalLoan } from '../../domain/loans/products.fixture';

function allText(blocks: DocumentBlock[]): string {
  return blocks
    .map((block) => (block.kind === 'list' ? block.items.join('\n') : block.kind === 'table' ? block.rows.flat().join('\n') : block.text))
    .join('\n');
}

function tableValue(document: LenderDocument, label: string): string | undefined {
  for (const block of document.blocks) {
    if (block.kind !== 'table') continue;
    const row = block.rows.find(([rowLabel]) => rowLabel === label);
    if (row) return row[1];
  }
  return undefined;
}

const SIGNATURE = {
  borrowerName: 'Jane Smith',
  signedAt: new Date('2026-12-12T14:03:00Z'),
  lenderSignatory: KESTREL_CREDIT_DOCUMENTS.lenderSignatory,
  lenderSignedAt: new Date('2026-12-12T14:03:01Z'),
  phoneMasked: '+44 ••••• ••• 123',
};

describe('the lender’s templates, filled for an offer', () => {
  const templates = Object.entries(KESTREL_CREDIT_DOCUMENTS.templates).flatMap(([kind, family]) =>
    Object.entries(family.versions).map(([version, text]) => ({ kind: kind as TemplatedDocumentKind, version, text })),
  );
  const views = { 'a personal loan': personalLoanView, 'a short-term loan': shortTermLoanView };

  for (const { kind, version, text } of templates) {
    for (const [loan, view] of Object.entries(views)) {
      it(`names only placeholders the view fills: ${kind} ${version}, ${loan}`, () => {
        // `collection.*` is the server's (the brand's way of collecting), beside the domain's view.
        const filled = { ...view(), signature: offerView(personalLoan(), 500_000, 36, SIGNATURE).signature, collection: collectionPlaceholders('direct_debit') };
        expect(missingPlaceholders(text, filled)).toEqual([]);
      });
    }
  }

  it('fills every document with the offer’s figures and leaves no placeholder behind', () => {
    for (const kind of ['pre-contract', 'explanations', 'agreement'] as const) {
      for (const view of [personalLoanView(), shortTermLoanView()]) {
        const document = composeDocument(kind, '2026-12', view, '2026-12-12');
        const text = allText(document.blocks);
        expect(text).not.toMatch(/\{\{|\}\}/);
        expect(text).toContain('LR-000042');
        expect(text).toContain('0113 496 0000');
        expect(document).toMatchObject({ kind, version: '2026-12', issuedOn: '2026-12-12' });
        expect(document.blocks[0]).toEqual({ kind: 'heading', level: 1, text: document.title });
      }
    }
  });

  it('puts the quote’s figures where the borrower reads them', () => {
    const document = composeDocument('agreement', '2026-12', personalLoanView(), '2026-12-12');

    expect(document.title).toBe('Fixed Sum Loan Agreement regulated by the Consumer Credit Act 1974');
    expect(tableValue(document, 'Amount of credit')).toBe('£5,000');
    expect(tableValue(document, 'Total amount payable')).toBe('£6,056.23');
    expect(tableValue(document, 'APR')).toBe('13.7%');
    expect(tableValue(document, 'The borrower ("you")')).toBe('Jane Smith, 12 Kestrel Street, Manchester, M4 1LE');
  });

  it('shows the short-term warnings only for a short-term loan', () => {
    const heading = { kind: 'heading', level: 2, text: 'This is a short-term loan' };
    expect(composeDocument('explanations', '2026-12', shortTermLoanView(), '2026-12-12').blocks).toContainEqual(heading);
    expect(composeDocument('explanations', '2026-12', personalLoanView(), '2026-12-12').blocks).not.toContainEqual(heading);
  });

  it('keeps a value that looks like Markdown as text, in its own cell', () => {
    const view = personalLoanView();
    const document = composeDocument('agreement', '2026-12', { ...view, borrower: { name: 'Jane | *Smith*', address: '# 12 Kestrel Street\n\n- Manchester' } }, '2026-12-12');

    expect(tableValue(document, 'The borrower ("you")')).toBe('Jane | *Smith*, # 12 Kestrel Street - Manchester');
  });

  it('refuses to issue a document with a placeholder left empty, naming it', () => {
    const view = personalLoanView();
    const credit: Record<string, unknown> = { ...(view.credit as Record<string, unknown>), apr: '' };
    delete credit.late_fee;

    expect(() => composeDocument('agreement', '2026-12', { ...view, credit }, '2026-12-12')).toThrowError(TemplatePlaceholdersMissing);
    expect(() => composeDocument('agreement', '2026-12', { ...view, credit }, '2026-12-12')).toThrowError(/credit\.apr, credit\.late_fee/);
  });

  it('refuses a version the lender never issued and an issue date that is not a date', () => {
    expect(() => composeDocument('agreement', '1999-01', personalLoanView(), '2026-12-12')).toThrowError(/no agreement template of version "1999-01"/);
    expect(() => composeDocument('agreement', '2026-12', personalLoanView(), '12/12/2026')).toThrowError(RangeError);
  });

  it('keeps rendering an old version in its own words after a new one becomes active', () => {
    const manifest = {
      ...KESTREL_CREDIT_DOCUMENTS,
      templates: {
        ...KESTREL_CREDIT_DOCUMENTS.templates,
        agreement: { active: '2027-06', versions: { '2026-12': '# Old words\n\nAmount: {{credit.amount}}', '2027-06': '# New words\n\nAmount: {{credit.amount}}' } },
      },
    };
    const documents = lenderDocuments(manifest);

    expect(documents.composeDocument('agreement', '2026-12', personalLoanView(), '2026-12-12').blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Old words' },
      { kind: 'paragraph', text: 'Amount: £5,000' },
    ]);
  });
});

describe('the executed agreement', () => {
  it('is the agreement as shown, followed by both signatures', () => {
    const agreement = composeDocument('agreement', '2026-12', personalLoanView(), '2026-12-12');
    const signature = offerView(personalLoan(), 500_000, 36, SIGNATURE).signature as Parameters<typeof composeExecutedAgreement>[1];

    const executed = composeExecutedAgreement(agreement, signature);

    expect(executed).toMatchObject({ kind: 'executed-agreement', title: agreement.title, version: '2026-12', issuedOn: '2026-12-12' });
    expect(executed.blocks.slice(0, agreement.blocks.length)).toEqual(agreement.blocks);
    const added = executed.blocks.slice(agreement.blocks.length);
    expect(added[0]).toEqual({ kind: 'heading', level: 2, text: 'Signatures' });
    expect(allText(added)).toContain('This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.');
    const executedDocument = { ...executed, blocks: added };
    expect(tableValue(executedDocument, 'Signature of the borrower')).toBe('Jane Smith');
    expect(tableValue(executedDocument, "Date and time of the borrower's signature")).toBe('12 December 2026 at 14:03 (UK time)');
    expect(tableValue(executedDocument, 'How the borrower signed')).toContain('one-time code');
    expect(tableValue(executedDocument, 'Signature of the lender')).toBe('For and on behalf of Kestrel Credit Ltd: Lending Operations');
  });

  it('can only be made from an agreement', () => {
    const explanations = composeDocument('explanations', '2026-12', personalLoanView(), '2026-12-12');
    const signature = offerView(personalLoan(), 500_000, 36, SIGNATURE).signature as Parameters<typeof composeExecutedAgreement>[1];

    expect(() => composeExecutedAgreement(explanations, signature)).toThrowError(/Only an agreement can be signed/);
  });
});

describe('the lender’s particulars on its documents', () => {
  it('are the particulars the portal shows', () => {
    const particulars = KESTREL_CREDIT_DOCUMENTS.particulars;

    expect(particulars).toMatchObject({
      legalEntity: KESTREL_CREDIT.legalEntity,
      tradingName: KESTREL_CREDIT.name,
      registeredAddress: [...KESTREL_CREDIT.registeredAddress],
      companyRegistration: KESTREL_CREDIT.companyRegistration,
      regulator: KESTREL_CREDIT.licence.regulator,
      email: KESTREL_CREDIT.contact.email,
      phone: KESTREL_CREDIT.contact.phone,
      hours: KESTREL_CREDIT.contact.hours,
      complaintsEmail: activeContent.particulars.complaintsEmail,
      withdrawalEmail: KESTREL_CREDIT.contact.email,
    });
    expect(`FRN ${particulars.frn}`).toBe(KESTREL_CREDIT.licence.number);
    expect(particulars.withdrawalAddress.slice(-KESTREL_CREDIT.registeredAddress.length)).toEqual([...KESTREL_CREDIT.registeredAddress]);
  });
});
