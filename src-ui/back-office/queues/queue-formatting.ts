import { dec } from '../../../src-domain/loans/decimal';
import { formatPercent } from '../../../src-domain/loans/percent-format';
import { formatMessageTime } from '../../../src-domain/messages/message-time';

/** "0.2143" → "21.4%"; a ratio the rules could not compute reads as a dash with words for screen readers. */
export function ratioAsPercent(ratio: string | null): string {
  return ratio === null ? 'Not computed' : `${formatPercent(dec(ratio).times(100).toDecimalPlaces(1).toString())}%`;
}

/** An instant in the lender's (UK) time, as every member of staff reads it. */
export const formatInstant = formatMessageTime;

/** 120000 → "117 KB", for a file's size. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
