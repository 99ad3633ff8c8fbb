import { sentenceList } from '../shared/sentence-list';
import type { DocumentType } from './document.entity';

const FORMAT_LABELS: Record<string, string> = { pdf: 'PDF', jpg: 'JPEG', png: 'PNG' };
const PHOTO_FORMATS = new Set(['jpg', 'png']);

/** 1000 → "1,000": the same grouping on every platform, whatever its locale data. */
function grouped(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 10240 KB → "10 MB", 512 KB → "512 KB". */
export function sizeLimitText(maxSizeKb: number): string {
  if (maxSizeKb < 1024) return `${grouped(maxSizeKb)} KB`;
  const megabytes = maxSizeKb / 1024;
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

/** 40,000,000 → "40 megapixels". */
function megapixels(pixels: number): string {
  const value = pixels / 1_000_000;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} megapixels`;
}

/** The formats a type takes and its size limit: "PDF, JPEG or PNG, up to 10 MB." */
export function formatAndSizeText(type: DocumentType): string {
  const formats = sentenceList(type.accepts.map((format) => FORMAT_LABELS[format] ?? format.toUpperCase()), 'or');
  return `${formats}, up to ${sizeLimitText(type.maxSizeKb)}.`;
}

/** What a photo of this type must be, or null when the type takes no photos. */
export function photoLimitsText(type: DocumentType): string | null {
  if (!type.accepts.some((format) => PHOTO_FORMATS.has(format))) return null;
  const minimum = type.minWidth && type.minHeight ? `at least ${grouped(type.minWidth)} × ${grouped(type.minHeight)} pixels` : null;
  const maximum = type.maxPixels ? `no more than ${megapixels(type.maxPixels)} (a 12-megapixel phone photo is fine)` : null;
  const parts = [minimum, maximum].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : `Photos ${parts.join(' and ')}.`;
}

/**
 * Everything a borrower should know before choosing a file for `type`, one sentence each, in the
 * words the server uses when it refuses one: formats and size, photo pixels, sides and expiry.
 * The documents page shows these; an e-mail asking for a document can say the same.
 */
export function documentLimits(type: DocumentType): string[] {
  const lines = [formatAndSizeText(type)];
  const photos = photoLimitsText(type);
  if (photos) lines.push(photos);
  lines.push(type.hasBack ? 'It has two sides: send the front and the back as two files.' : 'Send it as one file.');
  if (type.expires) lines.push('It must not have expired: you will give its expiry date.');
  return lines;
}
