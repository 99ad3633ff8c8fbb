import { describe, expect, it } from 'vitest';
import { LoadBorrowerFile, LoadDocumentPreview, SearchBorrowers } from '../../../../src-domain/back-office/borrower-file.use-cases';
import type { BorrowerFile } from '../../../../src-domain/back-office/borrower-file.entity';
import { BorrowerFileStore } from '../../../../src-ui/back-office/borrowers/borrower-file.store';
import { aBorrowerFile, FakeBorrowerFileGateway } from './fake-borrower-files';

/** The store over the real use-cases on the fake gateway, resolved as the container would. */
function storeOver(files: FakeBorrowerFileGateway) {
  const useCases = new Map<unknown, unknown>([
    [LoadBorrowerFile, new LoadBorrowerFile(files)],
    [LoadDocumentPreview, new LoadDocumentPreview(files)],
    [SearchBorrowers, new SearchBorrowers(files)],
  ]);
  return new BorrowerFileStore({ get: <T>(token: unknown) => useCases.get(token) as T });
}

describe('BorrowerFileStore', () => {
  it('never shows one borrower’s file while another’s loads, and forgets the previous previews', async () => {
    const files = new FakeBorrowerFileGateway();
    const ravi: BorrowerFile = aBorrowerFile({ borrower: { ...aBorrowerFile().borrower, id: 9, firstName: 'Ravi', lastName: 'Patel' } });
    files.files.set(9, ravi);
    const store = storeOver(files);
    await store.load(7);
    await store.preview(21);
    expect(store.previews.get(21)?.state).toBe('ready');
    const loading = store.load(9);
    expect(store.file).toBeNull();
    expect(store.previews.size).toBe(0);
    await loading;
    expect(store.file?.borrower.firstName).toBe('Ravi');
  });

  it('fetches a document’s bytes once, and again only after a failure', async () => {
    const files = new FakeBorrowerFileGateway();
    const store = storeOver(files);
    files.failNext = new Error('network');
    await store.preview(21);
    expect(store.previews.get(21)?.state).toBe('failed');
    await store.preview(21);
    await store.preview(21);
    expect(files.calls.filter((call) => call === 'documentFile:21')).toHaveLength(2);
  });
});
