import { entrySha256Of, GENESIS_ENTRY_SHA256, sha256Hex, type IssuedDocumentEntry } from './issued-document-entry';
import type { IssuedDocumentsRepository } from './issued-documents.repository';

/** What broke at an entry, in the order they are checked. */
export type ChainBreak =
  /** The entry's fields no longer hash to its `entry_sha256`: a field was changed in place. */
  | { problem: 'entry changed'; recorded: string; recomputed: string }
  /** The entry does not follow the one before it: an entry was removed, inserted or rewritten with its hash. */
  | { problem: 'link broken'; expectedSequence: number; expectedPrevious: string }
  /** The bytes its storage names are gone. */
  | { problem: 'file missing' }
  /** The stored bytes no longer hash to the entry's `file_sha256`. */
  | { problem: 'file changed'; recorded: string; recomputed: string };

export type ChainVerdict =
  | { intact: true; count: number; latest: IssuedDocumentEntry | null }
  | { intact: false; checked: number; entry: IssuedDocumentEntry; broken: ChainBreak };

/** Entries read at a time: the walk never holds the whole log (or more than one file) in memory. */
const PAGE_SIZE = 500;

/**
 * Walks the log in sequence order and stops at the first entry that breaks: each entry's hash is
 * recomputed from its fields, its link checked against the entry before it (sequence and hash), and
 * its file loaded from where it lives and hashed again.
 */
export async function verifyIssuedDocuments(repository: IssuedDocumentsRepository): Promise<ChainVerdict> {
  let previous: IssuedDocumentEntry | null = null;
  let count = 0;
  for (;;) {
    const page = await repository.page(previous?.sequence ?? 0, PAGE_SIZE);
    if (page.length === 0) return { intact: true, count, latest: previous };
    for (const entry of page) {
      const broken = await checkEntry(repository, entry, previous);
      if (broken) return { intact: false, checked: count, entry, broken };
      previous = entry;
      count += 1;
    }
  }
}

async function checkEntry(repository: IssuedDocumentsRepository, entry: IssuedDocumentEntry, previous: IssuedDocumentEntry | null): Promise<ChainBreak | null> {
  const recomputed = entrySha256Of(entry);
  if (recomputed !== entry.entrySha256) return { problem: 'entry changed', recorded: entry.entrySha256, recomputed };
  const expectedSequence = (previous?.sequence ?? 0) + 1;
  const expectedPrevious = previous?.entrySha256 ?? GENESIS_ENTRY_SHA256;
  if (entry.sequence !== expectedSequence || entry.previousEntrySha256 !== expectedPrevious) return { problem: 'link broken', expectedSequence, expectedPrevious };
  const bytes = await repository.fileAt(entry.storage);
  if (bytes === null) return { problem: 'file missing' };
  const fileSha256 = sha256Hex(bytes);
  if (fileSha256 !== entry.fileSha256) return { problem: 'file changed', recorded: entry.fileSha256, recomputed: fileSha256 };
  return null;
}
