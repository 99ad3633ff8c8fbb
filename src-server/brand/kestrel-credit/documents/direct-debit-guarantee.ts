import type { VersionedTemplate } from '../../../services/documents/lender-documents.manifest';
import guarantee202612 from './direct-debit-guarantee.2026-12.md?raw';

/**
 * The Direct Debit Guarantee the borrower reads before signing (issue 26). UNVERIFIED: the words are
 * to be copied from the scheme's published text before go-live (see the template's note, ADR 0046).
 */
export const DIRECT_DEBIT_GUARANTEE: VersionedTemplate = { active: '2026-12', versions: { '2026-12': guarantee202612 } };

/** False until the template's words are checked against Bacs' own and this is set with its source. */
export const DIRECT_DEBIT_GUARANTEE_VERIFIED = false;
