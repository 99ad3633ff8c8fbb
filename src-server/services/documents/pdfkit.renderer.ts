import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { textSpans, type DocumentBlock, type IssuedDocumentKind, type LenderDocument } from '../../../src-domain/agreements/document-blocks';
import type { DocumentRenderer } from '../../../src-domain/agreements/document-renderer.port';
import { isCalendarDate } from '../../../src-domain/shared/calendar-date';
import type { LenderDocumentsManifest } from './lender-documents.manifest';

const require = createRequire(import.meta.url);

/** Source Sans 3 (latin): embedded, so every reader sees the lender's letters and can select the text. */
const FONT_FILES = {
  regular: require.resolve('@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff'),
  semibold: require.resolve('@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff'),
  bold: require.resolve('@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff'),
};

/** The faces by the name pdfkit knows them: the regular one is the document's default font, opened once. */
const FACES = { regular: FONT_FILES.regular, semibold: 'semibold', bold: 'bold' } as const;

/** A4 in points, with margins a printer keeps (about 22 mm at the sides) and room for the footer. */
const PAGE = { size: 'A4', margins: { top: 62, bottom: 74, left: 62, right: 62 } } as const;
const FOOTER_FROM_BOTTOM = 44;

const TEXT_COLOR = '#1c2127';
const MUTED_COLOR = '#5f6b7c';
const RULE_COLOR = '#c5cbd3';
const LABEL_BACKGROUND = '#f3f5f7';

const BODY = { size: 10.5, lineGap: 2.5, after: 7 };
const HEADINGS = {
  1: { font: FACES.bold, size: 19, before: 0, after: 10, tag: 'H1' },
  2: { font: FACES.semibold, size: 13.5, before: 10, after: 5, tag: 'H2' },
  3: { font: FACES.semibold, size: 11.5, before: 7, after: 4, tag: 'H3' },
} as const;
const LIST_INDENT = 14;
/** A heading is never the last thing on a page: it moves on when fewer than this many points follow it. */
const KEEP_WITH_NEXT = 3 * (BODY.size + BODY.lineGap) + 6;

const SUBJECTS: Record<IssuedDocumentKind, string> = {
  'pre-contract': 'Pre-contract credit information',
  explanations: 'Explanations of the loan before signing',
  agreement: 'Credit agreement, for reading before signing',
  'executed-agreement': 'Credit agreement as signed (your copy)',
};

export interface PdfkitRendererOptions {
  /** The lender, as the PDF's author (e.g. "Kestrel Credit Ltd"). */
  author: string;
  /** Headings' colour: the brand's primary, as #rrggbb. */
  headingColor: string;
}

/** pdfkit's table and structure options that @types/pdfkit 0.17 does not describe yet. */
type TaggedTableOptions = PDFKit.Mixins.TableOptionsWithData & { structParent: PDFKit.PDFStructureElement };
type RowHeaderCell = PDFKit.Mixins.CellOptions & { scope: 'Row' };

/**
 * The `DocumentRenderer` on pdfkit: an A4, tagged PDF (headings, paragraphs, lists and tables in the
 * structure tree, page furniture as artifacts) in an embedded font, with the title shown by viewers
 * and the document's language set. Its dates come from the document's issue day, so the same document
 * always renders to the same bytes and the SHA-256 the borrower signs can be checked again.
 */
export class PdfkitDocumentRenderer implements DocumentRenderer {
  constructor(private readonly options: PdfkitRendererOptions) {}

  async render(document: LenderDocument): Promise<Uint8Array> {
    if (!isCalendarDate(document.issuedOn)) throw new RangeError(`"${document.issuedOn}" is not an issue date like 2026-12-12`);
    const issued = new Date(`${document.issuedOn}T00:00:00Z`);
    const pdf = new PDFDocument({
      size: PAGE.size,
      margins: { ...PAGE.margins },
      font: FONT_FILES.regular,
      pdfVersion: '1.7',
      tagged: true,
      lang: 'en-GB',
      displayTitle: true,
      bufferPages: true,
      info: {
        Title: document.title,
        Author: this.options.author,
        Subject: `${SUBJECTS[document.kind]}, version ${document.version}`,
        Creator: this.options.author,
        CreationDate: issued,
        ModDate: issued,
      },
    });
    const bytes = collect(pdf);
    pdf.registerFont(FACES.semibold, FONT_FILES.semibold);
    pdf.registerFont(FACES.bold, FONT_FILES.bold);

    const root = pdf.struct('Document');
    pdf.addStructure(root);
    for (const block of document.blocks) this.block(pdf, root, block);
    root.end();
    this.footers(pdf, document);
    pdf.end();
    return bytes;
  }

  private block(pdf: PDFKit.PDFDocument, root: PDFKit.PDFStructureElement, block: DocumentBlock): void {
    switch (block.kind) {
      case 'heading':
        return this.heading(pdf, root, block.level, block.text);
      case 'paragraph':
        return this.paragraph(pdf, root, block.text);
      case 'list':
        return this.list(pdf, root, block.items);
      case 'table':
        return this.table(pdf, root, block.rows);
    }
  }

  private heading(pdf: PDFKit.PDFDocument, root: PDFKit.PDFStructureElement, level: 1 | 2 | 3, text: string): void {
    const style = HEADINGS[level];
    const plain = text.replace(/\*\*/g, '');
    pdf.font(style.font).fontSize(style.size);
    const height = pdf.heightOfString(plain, { width: contentWidth(pdf) });
    if (pdf.y > pdf.page.margins.top) pdf.y += style.before;
    ensureSpace(pdf, height + KEEP_WITH_NEXT);
    const element = pdf.struct(style.tag);
    root.add(element);
    element.add(() => {
      pdf.fillColor(this.options.headingColor).text(plain, pdf.page.margins.left, pdf.y, { width: contentWidth(pdf) });
    });
    element.end();
    pdf.y += style.after;
  }

  private paragraph(pdf: PDFKit.PDFDocument, root: PDFKit.PDFStructureElement, text: string): void {
    const element = pdf.struct('P');
    root.add(element);
    element.add(() => writeSpans(pdf, text, pdf.page.margins.left, contentWidth(pdf)));
    element.end();
    pdf.y += BODY.after;
  }

  /** A bullet list: L › LI › (Lbl "•", LBody), the body indented past the bullet. */
  private list(pdf: PDFKit.PDFDocument, root: PDFKit.PDFStructureElement, items: string[]): void {
    const list = pdf.struct('L');
    root.add(list);
    const left = pdf.page.margins.left;
    for (const item of items) {
      pdf.font(FACES.regular).fontSize(BODY.size);
      ensureSpace(pdf, pdf.currentLineHeight(true));
      const top = pdf.y;
      const entry = pdf.struct('LI');
      list.add(entry);
      const label = pdf.struct('Lbl');
      entry.add(label);
      label.add(() => {
        pdf.font(FACES.regular).fontSize(BODY.size).fillColor(this.options.headingColor).text('•', left + 3, top, { lineBreak: false });
      });
      label.end();
      pdf.x = left;
      pdf.y = top;
      const body = pdf.struct('LBody');
      entry.add(body);
      body.add(() => writeSpans(pdf, item, left + LIST_INDENT, contentWidth(pdf) - LIST_INDENT));
      body.end();
      entry.end();
      pdf.y += 3;
    }
    list.end();
    pdf.x = left;
    pdf.y += BODY.after - 3;
  }

  /** Label | value rows: the labels are row headers; a row that does not fit moves to the next page whole. */
  private table(pdf: PDFKit.PDFDocument, root: PDFKit.PDFStructureElement, rows: [string, string][]): void {
    const plain = (text: string) => text.replace(/\*\*/g, '');
    const cellStyle = {
      border: 0.5,
      borderColor: RULE_COLOR,
      padding: { top: 4, right: 6, bottom: 4, left: 6 },
      textColor: TEXT_COLOR,
      textOptions: { lineGap: 1.5, ellipsis: false },
    };
    pdf.font(FACES.regular).fontSize(BODY.size - 0.5).fillColor(TEXT_COLOR);
    ensureSpace(pdf, 2 * pdf.currentLineHeight(true) + 8);
    const options: TaggedTableOptions = {
      structParent: root,
      position: { x: pdf.page.margins.left },
      maxWidth: contentWidth(pdf),
      columnStyles: [{ width: Math.round(contentWidth(pdf) * 0.38) }, '*'],
      defaultStyle: cellStyle,
      data: rows.map(([label, value]): [RowHeaderCell, PDFKit.Mixins.CellOptions] => [
        { text: plain(label), type: 'TH', scope: 'Row', font: { src: FACES.semibold }, backgroundColor: LABEL_BACKGROUND },
        { text: plain(value), font: { src: FACES.regular } },
      ]),
    };
    pdf.table(options);
    pdf.x = pdf.page.margins.left;
    pdf.y += BODY.after + 2;
  }

  /** "Title · version 2026-12" and "Page 2 of 5" on every page, marked as pagination artifacts. */
  private footers(pdf: PDFKit.PDFDocument, document: LenderDocument): void {
    const { start, count } = pdf.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      pdf.switchToPage(index);
      const page = pdf.page;
      const bottomMargin = page.margins.bottom;
      // Writing inside the bottom margin would make pdfkit start a new page.
      page.margins.bottom = 0;
      const y = page.height - FOOTER_FROM_BOTTOM;
      const left = page.margins.left;
      const width = page.width - left - page.margins.right;
      const pageLabel = `Page ${index - start + 1} of ${count}`;
      pdf.markContent('Artifact', { type: 'Pagination' });
      pdf.save().moveTo(left, y - 8).lineTo(left + width, y - 8).lineWidth(0.5).strokeColor(RULE_COLOR).stroke().restore();
      pdf.font(FACES.regular).fontSize(8.5).fillColor(MUTED_COLOR);
      const labelWidth = pdf.widthOfString(pageLabel);
      pdf.text(`${document.title} · version ${document.version}`, left, y, { width: width - labelWidth - 16, lineBreak: false, ellipsis: true });
      pdf.text(pageLabel, left + width - labelWidth, y, { width: labelWidth, lineBreak: false });
      pdf.endMarkedContent();
      page.margins.bottom = bottomMargin;
    }
  }
}

function contentWidth(pdf: PDFKit.PDFDocument): number {
  return pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
}

/** Starts a new page when fewer than `height` points are left on this one. */
function ensureSpace(pdf: PDFKit.PDFDocument, height: number): void {
  if (pdf.y + height > pdf.page.maxY()) pdf.addPage();
}

/** Body text with its `**strong**` spans in the semibold face, wrapped to `width` from `x`. */
function writeSpans(pdf: PDFKit.PDFDocument, text: string, x: number, width: number): void {
  const spans = textSpans(text);
  pdf.fontSize(BODY.size).fillColor(TEXT_COLOR);
  spans.forEach((span, index) => {
    const options = { width, lineGap: BODY.lineGap, continued: index < spans.length - 1 };
    pdf.font(span.strong ? FACES.semibold : FACES.regular);
    if (index === 0) pdf.text(span.text, x, pdf.y, options);
    else pdf.text(span.text, options);
  });
}

/** The document's bytes once pdfkit has written its last one. */
function collect(pdf: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  return new Promise((resolve, reject) => {
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on('error', reject);
    pdf.on('end', () => {
      const bytes = Buffer.concat(chunks);
      resolve(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
  });
}

/** The renderer in a lender's brand: its legal entity as author, its colour on the headings. */
export function pdfkitRendererFor(manifest: Pick<LenderDocumentsManifest, 'particulars' | 'brandColor'>): PdfkitDocumentRenderer {
  return new PdfkitDocumentRenderer({ author: manifest.particulars.legalEntity, headingColor: manifest.brandColor });
}
