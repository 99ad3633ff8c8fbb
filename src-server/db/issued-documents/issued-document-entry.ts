import { createHash } from 'node:crypto';

/** What the lender issued, for the log: kinds grow with the letters (issue 24). */
export type IssuedDocumentKind = 'pre-contract-information' | 'executed-agreement' | (string & {});

/** The `previous_entry_sha256` of the first entry: nothing came before it. */
export const GENESIS_ENTRY_SHA256 = '0'.repeat(64);

/** Names the serialisation below, so a future change of its fields cannot be mistaken for this one. */
const ENTRY_FORMAT = 'kestrel-issued-document/1';

/** One entry of the issued-documents log, as the chain hashes it and the operator reads it. */
export interface IssuedDocumentEntry {
  id: number;
  sequence: number;
  kind: IssuedDocumentKind;
  userId: number;
  loanId: number | null;
  offerId: number | null;
  templateVersion: string;
  /** ISO-8601 UTC with milliseconds, as written. */
  issuedAt: string;
  fileSha256: string;
  previousEntrySha256: string;
  entrySha256: string;
  storage: string;
}

/** The fields an entry's hash covers: everything but the database's own `id` and the hash itself. */
export type HashedFields = Omit<IssuedDocumentEntry, 'id' | 'entrySha256'>;

/**
 * SHA-256 of the entry's canonical serialisation: a JSON array in a fixed order (no key order to
 * depend on, strings escaped, so no two different entries serialise alike), led by the format's name.
 * It covers the file's hash and the previous entry's, which is what makes the log a chain.
 */
export function entrySha256Of(entry: HashedFields): string {
  const canonical = JSON.stringify([
    ENTRY_FORMAT,
    entry.sequence,
    entry.kind,
    entry.userId,
    entry.loanId,
    entry.offerId,
    entry.templateVersion,
    entry.issuedAt,
    entry.fileSha256,
    entry.previousEntrySha256,
    entry.storage,
  ]);
  return sha256Hex(new TextEncoder().encode(canonical));
}

/** Lower-case hex SHA-256 of `bytes`. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
