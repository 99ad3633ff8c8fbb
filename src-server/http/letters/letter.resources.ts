import { LETTER_TITLES, type LetterKind } from '../../../src-domain/letters/letter.entity';
import type { LetterRecord } from '../../db/letters/letters.repository';
import { summaryOf, type LetterFigures } from './letter-facts';

/** A letter on the wire (docs/design/letters.md §3); money in minor units. */
export interface LetterResource {
  id: number;
  loan_id: number;
  loan_reference: string;
  kind: string;
  title: string;
  issued_at: string;
  due_by: string;
  template_version: string;
  read_at: string | null;
  /** False while the PDF is being made. */
  ready: boolean;
  summary: Record<string, number | string>;
}

export function toLetterResource(letter: LetterRecord): LetterResource {
  const kind = letter.kind as LetterKind;
  return {
    id: letter.id,
    loan_id: letter.loanId,
    loan_reference: letter.loanReference,
    kind: letter.kind,
    title: LETTER_TITLES[kind] ?? 'Letter',
    issued_at: letter.issuedAt,
    due_by: letter.dueBy,
    template_version: letter.templateVersion,
    read_at: letter.readAt,
    ready: letter.issuedFileId !== null,
    summary: summaryOf(kind, letter.figures as unknown as LetterFigures),
  };
}
