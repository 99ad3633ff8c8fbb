import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a PDF says, as a reader's PDF library extracts it. */
export interface PdfText {
  /** Each page's text, lines separated by "\n". */
  pages: string[];
  /** Every page's text, pages separated by a blank line. */
  text: string;
  /** The document information dictionary (Title, Author, Subject…) as pdfjs reads it. */
  info: Record<string, unknown>;
  /** True when the catalogue says the document is tagged (MarkInfo /Marked true). */
  tagged: boolean;
}

/**
 * Extracts the text of a PDF with pdfjs-dist, as the borrower's viewer or a screen reader would read it.
 * The bytes are copied first: pdfjs takes ownership of the buffer it is given.
 */
export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const loading = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 });
  const pdf = await loading.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(text.replace(/[ \t]+\n/g, '\n').trim());
    }
    const metadata = await pdf.getMetadata();
    const markInfo = await pdf.getMarkInfo();
    return { pages, text: pages.join('\n\n'), info: metadata.info as Record<string, unknown>, tagged: markInfo?.Marked === true };
  } finally {
    await loading.destroy();
  }
}

/** The text with every run of white space as one space: for phrases a line break may cut. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
