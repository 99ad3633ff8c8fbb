import type { CollectionMethod } from '../../../src-domain/collections/collection-provider.port';

/** `collection.*` as the templates name it: `{{#collection.direct_debit}}` picks the Direct Debit paragraph, `{{^…}}` the transfer one. */
export interface CollectionPlaceholders {
  direct_debit: boolean;
  transfer: boolean;
}

export function collectionPlaceholders(method: CollectionMethod): CollectionPlaceholders {
  return { direct_debit: method === 'direct_debit', transfer: method === 'transfer' };
}
