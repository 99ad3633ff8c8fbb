import { constants, createInflate } from 'node:zlib';
import { scanInWindows } from './windowed-scan';

/**
 * Whether a PDF can act rather than show (ADR 0027): run JavaScript, launch a program or carry other
 * files. Not a PDF parser: a scan of every name token (PDF 32000 §7.3.5, `#xx` escapes decoded) in
 * the file's own bytes and in every Flate stream, inflated chunk by chunk under a budget, so names
 * inside compressed object streams are seen and a deflate bomb costs at most the budget.
 */
export type PdfScreening =
  | { verdict: 'clean' }
  | { verdict: 'active'; name: string }
  | { verdict: 'encrypted' }
  | { verdict: 'unreadable' }
  | { verdict: 'too-large' };

/** Where dictionaries live (outside stream data, and in object streams): every action name. */
const ACTION_NAMES: ReadonlySet<string> = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles']);
/** Long enough that random bytes never spell them, so they are looked for in stream data too. */
const LONG_ACTION_NAMES: ReadonlySet<string> = new Set(['JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles']);
const ENCRYPT: ReadonlySet<string> = new Set(['Encrypt']);
const FLATE: ReadonlySet<string> = new Set(['FlateDecode', 'Fl']);
/** A name: `/` and the regular characters after it (whitespace and delimiters end it, §7.2.2). */
const NAME_TOKEN = /\/[^\x00\t\n\f\r /<>[\](){}%]*/g;
/** What every action name, spelt out or escaped, contains at least one of. */
const ACTION_LETTERS = ['#', 'JS', 'Java', 'Launch', 'Embedded'];
/** The `stream` keyword after a stream's dictionary, then CRLF or LF (§7.3.8.1). */
const STREAM_KEYWORD = />>[\x00\t\n\f\r ]*stream(?:\r\n|\n)/g;
/** More than a name can grow to once escaped (127 bytes, each as `#xx`). */
const NAME_OVERLAP = 400;
/** How much all of one file's streams may inflate to before we stop and refuse it. */
export const INFLATE_BUDGET_BYTES = 256 * 1024 * 1024;

interface StreamSpan {
  /** The text between the previous stream's data and this one's: the objects between, and this stream's dictionary. */
  before: string;
  start: number;
  end: number;
}

export async function screenPdf(bytes: Buffer): Promise<PdfScreening> {
  const text = bytes.toString('latin1');
  if (!text.includes('%%EOF') || !/\d+\s+\d+\s+obj\b/.test(text)) return { verdict: 'unreadable' };
  // Everywhere, stream data included: a viewer repairing a damaged file finds objects wherever they are.
  const anywhere = actionName(text, LONG_ACTION_NAMES, true);
  if (anywhere) return { verdict: 'active', name: anywhere };
  const streams = streamsIn(text);
  if (!streams) return { verdict: 'unreadable' };
  const outsideStreams = streams.map((stream) => stream.before).join('\n') + '\n' + text.slice(streams.at(-1)?.end ?? 0);
  const inDictionaries = actionName(outsideStreams, ACTION_NAMES, true);
  if (inDictionaries) return { verdict: 'active', name: inDictionaries };
  // An encrypted file's streams are ciphertext: we cannot see inside its object streams.
  if (actionName(outsideStreams, ENCRYPT, true)) return { verdict: 'encrypted' };

  let budget = INFLATE_BUDGET_BYTES;
  for (const stream of streams) {
    const data = bytes.subarray(stream.start, stream.end);
    if (!startsLikeZlib(data)) {
      if (actionName(stream.before, FLATE, true)) return { verdict: 'unreadable' };
      continue;
    }
    const inflated = await scanInflated(data, budget);
    if (inflated.outcome === 'too-large') return { verdict: 'too-large' };
    if (inflated.outcome === 'corrupt') {
      if (actionName(stream.before, FLATE, true)) return { verdict: 'unreadable' };
      continue; // not Flate after all: its bytes were already searched as they are
    }
    if (inflated.name) return { verdict: 'active', name: inflated.name };
    budget -= inflated.size;
  }
  return { verdict: 'clean' };
}

/** Each stream's data, from after `stream` to `endstream`; undefined when one never ends. */
function streamsIn(text: string): StreamSpan[] | undefined {
  const spans: StreamSpan[] = [];
  const keyword = new RegExp(STREAM_KEYWORD.source, 'g');
  let previousEnd = 0;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1) return undefined;
    spans.push({ before: text.slice(previousEnd, start), start, end });
    previousEnd = end;
    keyword.lastIndex = end;
  }
  return spans;
}

/**
 * The first name in `text` that is in `wanted`, escapes decoded. A name touching the end of a window
 * that is not the last may continue in the next one, which repeats it whole.
 */
export function actionName(text: string, wanted: ReadonlySet<string>, final: boolean): string | undefined {
  for (const match of text.matchAll(NAME_TOKEN)) {
    const token = match[0];
    if (!final && match.index + token.length === text.length) break;
    const name = token.includes('#') ? token.slice(1).replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : token.slice(1);
    if (wanted.has(name)) return name;
  }
  return undefined;
}

/** A zlib header (RFC 1950 §2.2): deflate method, and the check bits that make it a multiple of 31. */
function startsLikeZlib(data: Buffer): boolean {
  return data.length >= 2 && (data[0] & 0x0f) === 8 && ((data[0] << 8) | data[1]) % 31 === 0;
}

class OverBudget extends Error {}

type Inflated = { outcome: 'read'; name: string | undefined; size: number } | { outcome: 'too-large' } | { outcome: 'corrupt' };

/** Inflates `data` a chunk at a time, looking for action names; stops past `budget` bytes. */
async function scanInflated(data: Buffer, budget: number): Promise<Inflated> {
  // A truncated stream still gives what it holds, as viewers read it.
  const inflater = createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 256 * 1024 });
  inflater.end(data);
  let size = 0;
  async function* counted(): AsyncGenerator<Buffer> {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > budget) throw new OverBudget();
      yield chunk;
    }
  }
  try {
    // Object streams and page contents are PDF syntax, read for every name; images and fonts are
    // binary, where only the long names cannot turn up by chance.
    const name = await scanInWindows(counted(), NAME_OVERLAP, (window, final) => {
      // Most windows hold none of these: a native search is far quicker than reading every name.
      if (!ACTION_LETTERS.some((letters) => window.includes(letters))) return undefined;
      const text = window.toString('latin1');
      return actionName(text, looksLikeSyntax(text) ? ACTION_NAMES : LONG_ACTION_NAMES, final);
    });
    return { outcome: 'read', name, size };
  } catch (error) {
    if (error instanceof OverBudget) return { outcome: 'too-large' };
    if (String((error as NodeJS.ErrnoException).code).startsWith('Z_')) return { outcome: 'corrupt' };
    throw error;
  } finally {
    inflater.destroy();
  }
}

/** Mostly printable ASCII, as PDF syntax is; pixels and glyph outlines are not. Every 7th byte is enough to tell. */
function looksLikeSyntax(window: string): boolean {
  let printable = 0;
  let sampled = 0;
  for (let index = 0; index < window.length; index += 7) {
    const code = window.charCodeAt(index);
    sampled += 1;
    if ((code >= 0x20 && code < 0x7f) || code === 0x0a || code === 0x0d || code === 0x09) printable += 1;
  }
  return printable >= sampled * 0.9;
}
