import type { CollectionMethod } from '../../../src-domain/collections/collection-provider.port';

/**
 * How Kestrel Credit collects repayments (issue 26, ADR 0046): by Direct Debit, with the advance
 * notice its mandate agrees (3 working days). COLLECTION_METHOD=transfer overrides it for a brand
 * whose borrowers send the money themselves; then no screen, document or letter mentions Direct Debit.
 */
export const KESTREL_CREDIT_COLLECTION: { collectionMethod: CollectionMethod } = {
  collectionMethod: 'direct_debit',
};
