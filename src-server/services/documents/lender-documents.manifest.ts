import type { LenderParticulars } from '../../../src-domain/agreements/document-blocks';

/** The documents composed from a lender's templates; the executed copy is the agreement plus `signatures`. */
export type TemplatedDocumentKind = 'pre-contract' | 'explanations' | 'agreement' | 'signatures';

/**
 * One document's words in every version the lender has issued. Old versions stay loadable so an
 * offer made under them is rendered with the words it was made with.
 */
export interface VersionedTemplate {
  /** The version new offers use, e.g. "2026-12". */
  active: string;
  /** Version → the template's Markdown with Mustache placeholders. */
  versions: Readonly<Record<string, string>>;
}

/** What a lender's brand gives the document composer and the PDF renderer. */
export interface LenderDocumentsManifest {
  particulars: LenderParticulars;
  /** The brand's primary colour (CSS hex), used for headings. */
  brandColor: string;
  /** Who signs the executed copy for the lender, as the copy names them. */
  lenderSignatory: string;
  templates: Readonly<Record<TemplatedDocumentKind, VersionedTemplate>>;
}
