import type { CollectionProvider } from '../../../src-domain/collections/collection-provider.port';
import type { CollectionSettings } from '../../config/server-config';
import type { Clock } from '../clock.port';
import { BacsBureauFolderAdapter } from './bacs-bureau-folder.adapter';
import { TransferCollections } from './transfer-collections';

/** The brand's collector: the bureau's folders for Direct Debit, nothing at all for transfers. */
export function collectionProviderFor(settings: CollectionSettings, clock: Clock, log?: { warn(details: object, message: string): void }): CollectionProvider {
  if (settings.method === 'transfer') return new TransferCollections();
  return new BacsBureauFolderAdapter(settings.outboxDir, settings.inboxDir, clock, (line) => log?.warn(line, 'unpaid report line not read'));
}
