import { formatCalendarDate } from '../shared/calendar-date';
import type { ComplaintOutcome } from './complaint.entity';
import type { ComplaintDeadlines } from './complaint-dates';
import type { ComplaintWording } from './complaint-wording';

/** A letter to the complainant: sent by e-mail and, for a borrower, into their secure messages. */
export interface ComplaintLetter {
  subject: string;
  /** Paragraphs, without the greeting or signature (each channel adds its own). */
  body: string;
  wordingVersion: string;
}

type Values = Record<string, string>;

function fill(text: string, values: Values): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function valuesOf(wording: ComplaintWording, reference: string, deadlines: ComplaintDeadlines, resolvedOn?: string): Values {
  return {
    reference,
    receivedOn: formatCalendarDate(deadlines.receivedOn),
    summaryResolutionBy: formatCalendarDate(deadlines.summaryResolutionBy),
    finalResponseBy: formatCalendarDate(deadlines.finalResponseBy),
    resolvedOn: resolvedOn ? formatCalendarDate(resolvedOn) : '',
    website: wording.ombudsman.website,
    phone: wording.ombudsman.phone,
    leafletUrl: wording.ombudsman.leafletUrl,
  };
}

const paragraphs = (texts: readonly string[], values: Values) => texts.map((text) => fill(text, values)).join('\n\n');

/** The acknowledgement (DISP 1.6.1R): the reference, the dates, and the ombudsman's particulars. */
export function acknowledgementLetter(wording: ComplaintWording, reference: string, deadlines: ComplaintDeadlines): ComplaintLetter {
  const values = valuesOf(wording, reference, deadlines);
  return {
    subject: `We have your complaint (${reference})`,
    body: paragraphs([...wording.acknowledgement, wording.ombudsmanParticulars], values),
    wordingVersion: wording.version,
  };
}

/** The final response (DISP 1.6.2R(1)): the decision, the lender's reasons, the Annex 3R wording. */
export function finalResponseLetter(wording: ComplaintWording, reference: string, deadlines: ComplaintDeadlines, outcome: ComplaintOutcome, response: string): ComplaintLetter {
  const values = valuesOf(wording, reference, deadlines);
  return {
    subject: `Our final response to your complaint (${reference})`,
    body: [fill(wording.finalResponse[outcome], values), response.trim(), paragraphs([...wording.finalResponse.closing, wording.ombudsmanParticulars], values)].join('\n\n'),
    wordingVersion: wording.version,
  };
}

/** The summary resolution communication (DISP 1.5.4R), for a complaint resolved by the third business day. */
export function summaryResolutionLetter(wording: ComplaintWording, reference: string, deadlines: ComplaintDeadlines, resolvedOn: string, response: string): ComplaintLetter {
  const values = valuesOf(wording, reference, deadlines, resolvedOn);
  const [opening, ...rest] = wording.summaryResolution;
  return {
    subject: `Your complaint is resolved (${reference})`,
    body: [fill(opening, values), response.trim(), paragraphs(rest, values)].join('\n\n'),
    wordingVersion: wording.version,
  };
}
