import type { LetterKind } from '../letters/letter.entity';

/**
 * A lender's document as the page and the PDF both show it (docs/design/agreements.md §5): the
 * template's Markdown turned into a few plain blocks, so every reader gets the same words in the same
 * order. Text may carry `**bold**` spans; a reader that does not style them shows the words alone.
 */
export type DocumentBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** Two columns, label | value: the key figures and the parties' particulars. */
  | { kind: 'table'; rows: [string, string][] };

/** The documents the lender issues around an offer, the signed copy, and the letters about a loan (issue 24). */
export type IssuedDocumentKind = 'pre-contract' | 'explanations' | 'agreement' | 'executed-agreement' | LetterKind;

/** One issued document: what it is, which version of the lender's words, the day it was issued and its blocks. */
export interface LenderDocument {
  kind: IssuedDocumentKind;
  /** The first level-1 heading of the template, e.g. "Fixed-sum loan agreement". */
  title: string;
  /** The template's version, e.g. "2026-12". */
  version: string;
  /** YYYY-MM-DD; also the PDF's creation date, so the same input always gives the same bytes. */
  issuedOn: string;
  blocks: DocumentBlock[];
}

/** Who the lender is, as every issued document names it (the particulars the regulations require). */
export interface LenderParticulars {
  /** Registered legal entity, e.g. "Kestrel Credit Ltd". */
  legalEntity: string;
  /** The name customers know, e.g. "Kestrel Credit". */
  tradingName: string;
  /** Registered office, one line per entry. */
  registeredAddress: string[];
  /** e.g. "Registered in England and Wales, company no. 09876543". */
  companyRegistration: string;
  /** FCA firm reference number as the register shows it, e.g. "FRN 987654". */
  frn: string;
  /** e.g. "Financial Conduct Authority". */
  regulator: string;
  email: string;
  /** Phone in display form. */
  phone: string;
  /** When the phone is answered, e.g. "Monday to Friday, 8am to 6pm". */
  hours: string;
  /** Where complaints are e-mailed. */
  complaintsEmail: string;
  website: string;
  /** Where a withdrawal notice may be posted, one line per entry. */
  withdrawalAddress: string[];
  /** Where a withdrawal notice may be e-mailed. */
  withdrawalEmail: string;
}

/** A run of a block's text, strong (`**…**`) or not. */
export interface TextSpan {
  text: string;
  strong: boolean;
}

/**
 * A block's text as runs, the `**strong**` spans marked and their asterisks gone: how every reader (the
 * page, the PDF) shows the emphasis the lender wrote. A lone `**` with no partner stays as written.
 */
export function textSpans(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  const strong = /\*\*(?=\S)([\s\S]*?\S)\*\*/g;
  let from = 0;
  for (let match = strong.exec(text); match; match = strong.exec(text)) {
    if (match.index > from) spans.push({ text: text.slice(from, match.index), strong: false });
    spans.push({ text: match[1], strong: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) spans.push({ text: text.slice(from), strong: false });
  return spans;
}
