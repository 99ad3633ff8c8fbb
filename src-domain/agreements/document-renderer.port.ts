import type { LenderDocument } from './document-blocks';

/**
 * Turns an issued document into the file the borrower keeps (a PDF on the server). Rendering the
 * same document twice must give the same bytes: the signature binds the SHA-256 of what was shown.
 */
export interface DocumentRenderer {
  render(document: LenderDocument): Promise<Uint8Array>;
}

export const DocumentRenderer = Symbol.for('DocumentRenderer');
