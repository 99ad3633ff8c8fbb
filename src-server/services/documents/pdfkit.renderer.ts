import PDFDocument from 'pdfkit';
import { textSpans, type DocumentBlock, type IssuedDocumentKind, type LenderDocument, type TextSpan } from '../../../src-domain/agreements/document-blocks';
import type { DocumentRenderer } from '../../../src-domain/agreements/document-renderer.port';
import { LETTER_TITLES } from '../../../src-domain/letters/letter.entity';
import { isCalendarDate } from '../../../src-domain/shared/calendar-date';
import { FONT_FACES, faceName, fontRuns, type FontWeight } from './font-faces';
import type { LenderDocumentsManifest } from './lender-documents.manifest';

/** The body face, opened as each document's default font so pdfkit never loads Helvetica. */
const BODY_FACE = FONT_FACES.find((face) => face.name === faceName('latin', 400))!;

/** A4 in points, with margins a printer keeps (about 22 mm at the sides) and room for the footer. */
const PAGE = { size: 'A4', margins: { top: 62, bottom: 74, left: 62, right: 62 } } as const;
const FOOTER_FROM_BOTTOM = 44;

const TEXT_COLOR = '#1c2127';
const MUTED_COLOR = '#5f6b7c';
const RULE_COLOR = '#c5cbd3';
const LABEL_BACKGROUND = '#f3f5f7';

const BODY = { size: 10.5, lineGap: 2.5, after: 7 };
const HEADINGS = {
  1: { weight: 700, size: 19, before: 0, after: 10, tag: 'H1' },
  2: { weight: 600, size: 13.5, before: 10, after: 5, tag: 'H2' },
  3: { weight: 600, size: 11.5, before: 7, after: 4, tag: 'H3' },
} as const;
const TABLE = { labelShare: 0.38, padX: 6, padY: 4, size: BODY.size - 0.5, lineGap: 1.5, border: 0.5 };
const LIST_INDENT = 14;
/** A heading is never the last thing on a page: it moves on when fewer than this many points follow it. */
const KEEP_WITH_NEXT = 3 * (BODY.size + BODY.lineGap) + 6;

const SUBJECTS: Record<IssuedDocumentKind, string> = {
  'pre-contract': 'Pre-contract credit information',
  explanations: 'Explanations of the loan before signing',
  agreement: 'Credit agreement, for reading before signing',
  'executed-agreement': 'Credit agreement as signed (your copy)',
  ...LETTER_TITLES,
};

export interface PdfkitRendererOptions {
  /** The lender, as the PDF's author (e.g. "Kestrel Credit Ltd"). */
  author: string;
  /** Headings' colour: the brand's primary, as #rrggbb. */
  headingColor: string;
}

/** A structure element option pdfkit 0.20 has and @types/pdfkit 0.17 does not describe yet. */
type RowHeaderOptions = PDFKit.Mixins.StructureElementOptions & { scope: 'Row' };

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
      font: BODY_FACE.file,
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
    for (const face of FONT_FACES) if (face !== BODY_FACE) pdf.registerFont(face.name, face.file);

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
    const font = { weight: style.weight, size: style.size, lineGap: 0, color: this.options.headingColor };
    if (pdf.y > pdf.page.margins.top) pdf.y += style.before;
    ensureSpace(pdf, textHeight(pdf, plain, contentWidth(pdf), font) + KEEP_WITH_NEXT);
    const element = pdf.struct(style.tag);
    root.add(element);
    element.add(() => writeText(pdf, [{ text: plain, strong: false }], pdf.page.margins.left, pdf.y, contentWidth(pdf), font));
    element.end();
    pdf.y += style.after;
  }

  private paragraph(pdf: PDFKit.PDFDocument, root: PDFKit.PDFStructureElement, text: string): void {
    const element = pdf.struct('P');
    root.add(element);
    element.add(() => writeText(pdf, textSpans(text), pdf.page.margins.left, pdf.y, contentWidth(pdf), BODY_FONT));
    element.end();
    pdf.y += BODY.after;
  }

  /** A bullet list: L › LI › (Lbl "•", LBody), the body indented past the bullet. */
  private list(pdf: PDFKit.PDFDocument, root: PDFKit.PDFStructureElement, items: string[]): void {
    const list = pdf.struct('L');
    root.add(list);
    const left = pdf.page.margins.left;
    for (const item of items) {
      useFace(pdf, BODY_FACE.name).fontSize(BODY.size);
      ensureSpace(pdf, pdf.currentLineHeight(true));
      const top = pdf.y;
      const entry = pdf.struct('LI');
      list.add(entry);
      const label = pdf.struct('Lbl');
      entry.add(label);
      label.add(() => {
        useFace(pdf, BODY_FACE.name).fontSize(BODY.size).fillColor(this.options.headingColor).text('•', left + 3, top, { lineBreak: false });
      });
      label.end();
      const body = pdf.struct('LBody');
      entry.add(body);
      body.add(() => writeText(pdf, textSpans(item), left + LIST_INDENT, top, contentWidth(pdf) - LIST_INDENT, BODY_FONT));
      body.end();
      entry.end();
      pdf.y += 3;
    }
    list.end();
    pdf.x = left;
    pdf.y += BODY.after - 3;
  }

  /**
   * Label | value rows (Table › TR › TH scope Row, TD). Drawn here rather than with pdfkit's table so a
   * cell can mix font subsets; a row that does not fit moves to the next page whole.
   */
  private table(pdf: PDFKit.PDFDocument, root: PDFKit.PDFStructureElement, rows: [string, string][]): void {
    const left = pdf.page.margins.left;
    const width = contentWidth(pdf);
    const labelWidth = Math.round(width * TABLE.labelShare);
    const label = { weight: 600, size: TABLE.size, lineGap: TABLE.lineGap, color: TEXT_COLOR } as const;
    const value = { ...label, weight: 400 } as const;
    const table = pdf.struct('Table');
    root.add(table);
    for (const [labelText, valueText] of rows) {
      const labelSpans = [{ text: labelText.replace(/\*\*/g, ''), strong: false }];
      const valueSpans = textSpans(valueText);
      const height =
        Math.max(
          textHeight(pdf, labelSpans[0].text, labelWidth - 2 * TABLE.padX, label),
          textHeight(pdf, valueSpans.map((span) => span.text).join(''), width - labelWidth - 2 * TABLE.padX, value),
        ) +
        2 * TABLE.padY;
      ensureSpace(pdf, height);
      const top = pdf.y;
      pdf.markContent('Artifact', { type: 'Layout' });
      pdf.save().rect(left, top, labelWidth, height).fill(LABEL_BACKGROUND).restore();
      pdf.save().lineWidth(TABLE.border).strokeColor(RULE_COLOR).rect(left, top, labelWidth, height).rect(left + labelWidth, top, width - labelWidth, height).stroke().restore();
      pdf.endMarkedContent();
      const row = pdf.struct('TR');
      table.add(row);
      const header = pdf.struct('TH', { scope: 'Row' } as RowHeaderOptions);
      row.add(header);
      header.add(() => writeText(pdf, labelSpans, left + TABLE.padX, top + TABLE.padY, labelWidth - 2 * TABLE.padX, label));
      header.end();
      const cell = pdf.struct('TD');
      row.add(cell);
      cell.add(() => writeText(pdf, valueSpans, left + labelWidth + TABLE.padX, top + TABLE.padY, width - labelWidth - 2 * TABLE.padX, value));
      cell.end();
      row.end();
      pdf.x = left;
      pdf.y = top + height;
    }
    table.end();
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
      useFace(pdf, BODY_FACE.name).fontSize(8.5).fillColor(MUTED_COLOR);
      const labelWidth = pdf.widthOfString(pageLabel);
      pdf.text(`${document.title} · version ${document.version}`, left, y, { width: width - labelWidth - 16, lineBreak: false, ellipsis: true });
      pdf.text(pageLabel, left + width - labelWidth, y, { width: labelWidth, lineBreak: false });
      pdf.endMarkedContent();
      page.margins.bottom = bottomMargin;
    }
  }
}

/** How a piece of text is set: weight (strong spans go up to 600), size, leading and colour. */
interface TextStyle {
  weight: FontWeight;
  size: number;
  lineGap: number;
  color: string;
}

const BODY_FONT: TextStyle = { weight: 400, size: BODY.size, lineGap: BODY.lineGap, color: TEXT_COLOR };

function useFace(pdf: PDFKit.PDFDocument, name: string): PDFKit.PDFDocument {
  return pdf.font(name === BODY_FACE.name ? BODY_FACE.file : name);
}

function contentWidth(pdf: PDFKit.PDFDocument): number {
  return pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
}

/** Starts a new page when fewer than `height` points are left on this one. */
function ensureSpace(pdf: PDFKit.PDFDocument, height: number): void {
  if (pdf.y + height > pdf.page.maxY()) pdf.addPage();
}

/** The height `text` takes at `width`, measured in the style's Latin face (other scripts are close enough in width). */
function textHeight(pdf: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): number {
  return useFace(pdf, faceName('latin', style.weight)).fontSize(style.size).heightOfString(text, { width, lineGap: style.lineGap });
}

/**
 * Text from (x, y), wrapped to `width`: its `**strong**` spans in the semibold face, and each letter in
 * the subset of Source Sans 3 that has it, written as one continued run so lines wrap as one paragraph.
 */
function writeText(pdf: PDFKit.PDFDocument, spans: TextSpan[], x: number, y: number, width: number, style: TextStyle): void {
  const runs = spans.flatMap((span) => fontRuns(span.text, span.strong ? (Math.max(style.weight, 600) as FontWeight) : style.weight));
  pdf.fontSize(style.size).fillColor(style.color);
  runs.forEach((run, index) => {
    const options = { width, lineGap: style.lineGap, continued: index < runs.length - 1 };
    useFace(pdf, run.face);
    if (index === 0) pdf.text(run.text, x, y, options);
    else pdf.text(run.text, options);
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
