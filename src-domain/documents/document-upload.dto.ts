import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { TODAY, yearsFromToday, type DateWindow } from '../shared/validation/date.predicates';
import { DateWithin } from '../shared/validation/date.rules';
import { Required } from '../shared/validation/rules';
import type { DocumentType } from './document.entity';

/** An identity document we take has not expired and runs no more than 20 years (UK passports and licences run 10). */
export const DOCUMENT_EXPIRY_WINDOW: DateWindow = { earliest: TODAY, latest: yearsFromToday(20) };

/** The text fields of an upload (docs/design/lending-core.md §4); the file travels beside them. */
export class DocumentUploadDto {
  @Required({ message: 'Choose the kind of document.' })
  @IsString()
  @MaxLength(40)
  document_type!: string;

  @IsOptional()
  @IsIn(['front', 'back'], { message: 'The side must be front or back.' })
  side?: 'front' | 'back';

  @IsOptional()
  @DateWithin(DOCUMENT_EXPIRY_WINDOW, { notADate: 'Give the expiry date as YYYY-MM-DD.', tooEarly: 'This document has already expired.', tooLate: 'Check the expiry date: it is more than 20 years from today.' })
  expires_on?: string;
}

/** What the domain needs to know of a file before sending it: its name and size. */
export interface FileFacts {
  name: string;
  size: number;
}

const LABELS: Record<string, string> = { pdf: 'PDF', jpg: 'JPEG', png: 'PNG' };
const EXTENSIONS: Record<string, string[]> = { pdf: ['pdf'], jpg: ['jpg', 'jpeg'], png: ['png'] };

/** "PDF, JPEG or PNG", as the server words it. */
export function formatList(accepts: readonly string[]): string {
  const labels = accepts.map((format) => LABELS[format] ?? format.toUpperCase());
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}

/**
 * The spec §5 checks a browser can make before sending (`ext`, `mimes`, `size`), with the server's
 * own words, so a 30 MB photo is refused at once. The server still judges the bytes.
 */
export function fileProblems(type: DocumentType, file: FileFacts): string[] {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const problems: string[] = [];
  if (!type.accepts.some((format) => (EXTENSIONS[format] ?? [format]).includes(extension))) problems.push(`This file is not a ${formatList(type.accepts)}.`);
  const limit = type.maxSizeKb * 1024;
  if (file.size === 0) problems.push('This file is empty.');
  else if (file.size > limit) problems.push(`Larger than ${Math.round(type.maxSizeKb / 1024)} MB.`);
  return problems;
}
