import type { Readable } from 'node:stream';

/** What storing a stream produced: the random key, the byte count and the SHA-256 of the bytes. */
export interface StoredFile {
  key: string;
  size: number;
  sha256: string;
}

/** A stream was longer than the cap given to `put`; nothing was kept. */
export class FileTooLarge extends Error {}

/**
 * Where uploaded documents' bytes live. The default adapter is a folder on disk
 * (filesystem-document.storage.ts); an object store for several instances would implement the same port.
 */
export interface DocumentStorage {
  /** Streams `source` into storage under a new random key; over `maxBytes` → FileTooLarge and nothing kept. */
  put(source: Readable, maxBytes: number): Promise<StoredFile>;
  /** Up to the first `bytes` bytes of a stored file (for sniffing its format). */
  head(key: string, bytes: number): Promise<Buffer>;
  /** The stored bytes as a stream. */
  open(key: string): Readable;
  /** Removes a stored file; a missing one is not an error. */
  remove(key: string): Promise<void>;
}
