import type { CollectionProvider } from '../../../src-domain/collections/collection-provider.port';
import type { CollectionSettings } from '../../config/server-config';
import type { Clock } from '../clock.port';
import { DIRECT_DEBIT_GUARANTEE_VERIFIED } from '../../brand/kestrel-credit/documents/direct-debit-guarantee';
import { BacsBureauFolderAdapter } from './bacs-bureau-folder.adapter';
import { BUREAU_LAYOUT_VERIFIED } from './bacs-bureau-layout';
import { TransferCollections } from './transfer-collections';

/** The brand's collector: the bureau's folders for Direct Debit, nothing at all for transfers. */
export function collectionProviderFor(settings: CollectionSettings, clock: Clock, log?: { warn(details: object, message: string): void }): CollectionProvider {
  if (settings.method === 'transfer') return new TransferCollections();
  // Said at every start until someone has checked them against the scheme and the bureau (ADR 0046).
  if (!BUREAU_LAYOUT_VERIFIED) log?.warn({ adr: '0046' }, 'Direct Debit: the Bacs bureau file layout is UNVERIFIED until the bureau specification is read');
  if (!DIRECT_DEBIT_GUARANTEE_VERIFIED) log?.warn({ adr: '0046' }, 'Direct Debit: the Guarantee template is UNVERIFIED until copied from the scheme');
  return new BacsBureauFolderAdapter(settings.outboxDir, settings.inboxDir, clock, (line) => log?.warn(line, 'unpaid report line not read'));
}
