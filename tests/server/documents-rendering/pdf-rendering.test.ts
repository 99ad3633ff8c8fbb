import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { LenderDocument } from '../../../src-domain/agreements/document-blocks';
import { KESTREL_CREDIT_DOCUMENTS } from '../../../src-server/brand/kestrel-credit/documents/index';
import { composeDocument, composeExecutedAgreement, type SignaturePlaceholders } from '../../../src-server/services/documents/lender-documents';
import { pdfkitRendererFor } from '../../../src-server/services/documents/pdfkit.renderer';
import { oneLine, pdfText } from '../../support/pdf-text';
import { personalLoan } from '../../domain/loans/products.fixture';
import { offerView, personalLoanView } from './offer-views';

const renderer = pdfkitRendererFor(KESTREL_CREDIT_DOCUMENTS);

const SAMPLE: LenderDocument = {
  kind: 'pre-contract',
  title: 'Pre-contract credit information',
  version: '2026-12',
  issuedOn: '2026-12-12',
  blocks: [
    { kind: 'heading', level: 1, text: 'Pre-contract credit information' },
    { kind: 'paragraph', text: 'You borrow **£1,234.56** and pay it back over 12 months.' },
    { kind: 'heading', level: 2, text: 'Costs of the credit' },
    { kind: 'table', rows: [['APR', '29.8%'], ['Total amount payable', '£1,432.10']] },
    { kind: 'heading', level: 3, text: 'If you miss a payment' },
    { kind: 'list', items: ['We charge **£12** for each repayment you miss.', 'We tell credit reference agencies.'] },
  ],
};

/** The PDF's raw bytes as text: dictionaries are written uncompressed, so keys like /FontFile2 can be read. */
function rawPdf(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('latin1');
}

/** Every structure role of every page's structure tree, as a screen reader walks it. */
async function structureRoles(bytes: Uint8Array): Promise<Set<string>> {
  const loading = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const pdf = await loading.promise;
  const roles = new Set<string>();
  const visit = (node: { role?: string; children?: unknown[] } | null) => {
    if (!node) return;
    if (node.role) roles.add(node.role);
    for (const child of node.children ?? []) visit(child as { role?: string; children?: unknown[] });
  };
  try {
    for (let number = 1; number <= pdf.numPages; number += 1) visit(await (await pdf.getPage(number)).getStructTree());
  } finally {
    await loading.destroy();
  }
  return roles;
}

describe('a lender’s document as a PDF', () => {
  it('gives the same bytes every time it renders the same document', async () => {
    const first = await renderer.render(SAMPLE);
    const second = await renderer.render(structuredClone(SAMPLE));

    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const nextDay = await renderer.render({ ...SAMPLE, issuedOn: '2026-12-13' });
    expect(Buffer.from(nextDay).equals(Buffer.from(first))).toBe(false);
  });

  it('reads as the document says: headings, strong words, figures, list items and the page furniture', async () => {
    const pdf = await pdfText(await renderer.render(SAMPLE));
    const text = oneLine(pdf.text);

    expect(pdf.pages).toHaveLength(1);
    expect(text).toContain('Pre-contract credit information');
    expect(text).toContain('You borrow £1,234.56 and pay it back over 12 months.');
    expect(text).toContain('Costs of the credit');
    expect(text).toMatch(/APR\s*29\.8%/);
    expect(text).toContain('£1,432.10');
    expect(text).toContain('If you miss a payment');
    expect(text).toContain('We charge £12 for each repayment you miss.');
    expect(text).toContain('Pre-contract credit information · version 2026-12');
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toContain('**');
  });

  it('names itself, its author and its language, and dates itself on the issue day', async () => {
    const bytes = await renderer.render(SAMPLE);
    const { info } = await pdfText(bytes);

    expect(info).toMatchObject({
      PDFFormatVersion: '1.7',
      Title: 'Pre-contract credit information',
      Author: 'Kestrel Credit Ltd',
      Subject: 'Pre-contract credit information, version 2026-12',
      Language: 'en-GB',
      CreationDate: 'D:20261212000000Z',
      ModDate: 'D:20261212000000Z',
    });
    expect(rawPdf(bytes)).toMatch(/\/DisplayDocTitle true/);
  });

  it('embeds its font and uses no other', async () => {
    const raw = rawPdf(await renderer.render(SAMPLE));

    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    const fonts = [...raw.matchAll(/\/BaseFont \/([^\s/]+)/g)].map((match) => match[1]);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+SourceSans3-/);
  });

  it('is tagged for screen readers: headings, paragraphs, lists and tables in a structure tree', async () => {
    const bytes = await renderer.render(SAMPLE);
    const raw = rawPdf(bytes);

    expect((await pdfText(bytes)).tagged).toBe(true);
    expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
    const roles = await structureRoles(bytes);
    for (const role of ['Document', 'H1', 'H2', 'H3', 'P', 'L', 'LI', 'Lbl', 'LBody', 'Table', 'TR', 'TH', 'TD']) expect(roles).toContain(role);
  });

  it('prints a name in any script the font has, in a table and in a paragraph, never as empty boxes', async () => {
    const names = 'Łukasz Wiśniewski, Ștefan Dumitrescu, Nguyễn Thị Hương, Σοφία Παππά, Ольга Иванова';
    const bytes = await renderer.render({
      ...SAMPLE,
      blocks: [
        { kind: 'table', rows: [['The borrower ("you")', names]] },
        { kind: 'paragraph', text: `Signed by **${names}**.` },
      ],
    });
    const text = oneLine((await pdfText(bytes)).text);

    expect(text).toContain(`The borrower ("you") ${names}`);
    expect(text).toContain(`Signed by ${names}.`);
    // Latin, Latin Extended, Vietnamese, Greek and Cyrillic: one embedded subset file each, regular and semibold.
    const embedded = [...rawPdf(bytes).matchAll(/\/BaseFont \/([A-Z]{6}\+SourceSans3-[^\s/]+)/g)].map((match) => match[1]);
    expect(new Set(embedded).size).toBeGreaterThanOrEqual(5);
  });

  it('breaks a long table across pages without losing or repeating a row, and numbers the pages', async () => {
    const rows = Array.from({ length: 90 }, (_, index): [string, string] => [`Repayment ${index + 1}`, `£${(100 + index).toFixed(2)} due on the ${index + 1}th day`]);
    const pdf = await pdfText(await renderer.render({ ...SAMPLE, blocks: [{ kind: 'heading', level: 1, text: 'Schedule' }, { kind: 'table', rows }] }));

    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    expect(pdf.pages[0]).toContain('Repayment 1 ');
    expect(pdf.pages.at(-1)).toContain('Repayment 90 ');
    for (const [label] of rows) expect(pdf.text.match(new RegExp(`${label} £`, 'g')), label).toHaveLength(1);
    pdf.pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pdf.pages.length}`));
  });

  it('prints the signed agreement with the offer’s figures and both signatures', async () => {
    const agreement = composeDocument('agreement', '2026-12', personalLoanView(), '2026-12-12');
    const signature = offerView(personalLoan(), 500_000, 36, {
      borrowerName: 'Jane Smith',
      signedAt: new Date('2026-12-12T14:03:00Z'),
      lenderSignatory: KESTREL_CREDIT_DOCUMENTS.lenderSignatory,
      lenderSignedAt: new Date('2026-12-12T14:03:01Z'),
      phoneMasked: '+44 ••••• ••• 123',
    }).signature as SignaturePlaceholders;
    const pdf = await pdfText(await renderer.render(composeExecutedAgreement(agreement, signature)));
    const text = oneLine(pdf.text);

    expect(pdf.info).toMatchObject({ Title: agreement.title, Subject: 'Credit agreement as signed (your copy), version 2026-12' });
    expect(text).toMatch(/Total amount payable\s*£6,056\.23/);
    expect(text).toMatch(/APR\s*13\.7%/);
    const lastPage = oneLine(pdf.pages.at(-1) ?? '');
    expect(lastPage).toContain('Signatures');
    expect(lastPage).toContain('Jane Smith');
    expect(lastPage).toContain('12 December 2026 at 14:03 (UK time)');
    expect(lastPage).toContain('+44 ••••• ••• 123');
    expect(lastPage).toContain('For and on behalf of Kestrel Credit Ltd: Lending Operations');
  });
});
