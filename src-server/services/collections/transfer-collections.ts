import type { CollectionInstruction, CollectionProvider, MandateInstruction, ReturnedCollection } from '../../../src-domain/collections/collection-provider.port';

/** A brand that collects by transfer: the borrower sends the money, so nothing is lodged, submitted or returned. */
export class TransferCollections implements CollectionProvider {
  async lodgeMandate(_mandate: MandateInstruction): Promise<void> {}

  async cancelMandate(_mandate: MandateInstruction): Promise<void> {}

  async submitCollections(_collections: readonly CollectionInstruction[]): Promise<void> {}

  async readReturns(): Promise<ReturnedCollection[]> {
    return [];
  }
}
