import type { LetterKind } from '../../../../src-domain/letters/letter.entity';
import type { VersionedTemplate } from '../../../services/documents/lender-documents.manifest';
import annualStatement202612 from './annual-statement.2026-12.md?raw';
import annualStatement202701 from './annual-statement.2027-01.md?raw';
import arrearsNotice202612 from './arrears-notice.2026-12.md?raw';
import collectionNotice202612 from './collection-notice.2026-12.md?raw';
import defaultSumsNotice202612 from './default-sums-notice.2026-12.md?raw';
import settlementStatement202612 from './settlement-statement.2026-12.md?raw';
import settlementStatement202701 from './settlement-statement.2027-01.md?raw';
import statementOfAccount202612 from './statement-of-account.2026-12.md?raw';
import statementOfAccount202701 from './statement-of-account.2027-01.md?raw';

/** A lender's letters: one versioned template per kind. */
export interface LettersManifest {
  templates: Readonly<Record<LetterKind, VersionedTemplate>>;
}

/**
 * Kestrel Credit's letters (docs/design/letters.md §4): the lender's words, one Markdown template with
 * Mustache placeholders per kind and version. A letter keeps the version it was written with, so add a
 * version beside the old ones, never in their place. The particulars they name are the documents' own
 * (../documents/index.ts).
 */
export const KESTREL_CREDIT_LETTERS: LettersManifest = {
  templates: {
    // 2027-01: the statements list each payment as the ledger split it; the settlement statement is for the regulations' settlement date (ADR 0047).
    'annual-statement': { active: '2027-01', versions: { '2026-12': annualStatement202612, '2027-01': annualStatement202701 } },
    'statement-of-account': { active: '2027-01', versions: { '2026-12': statementOfAccount202612, '2027-01': statementOfAccount202701 } },
    'settlement-statement': { active: '2027-01', versions: { '2026-12': settlementStatement202612, '2027-01': settlementStatement202701 } },
    'arrears-notice': { active: '2026-12', versions: { '2026-12': arrearsNotice202612 } },
    'default-sums-notice': { active: '2026-12', versions: { '2026-12': defaultSumsNotice202612 } },
    'collection-notice': { active: '2026-12', versions: { '2026-12': collectionNotice202612 } },
  },
};
