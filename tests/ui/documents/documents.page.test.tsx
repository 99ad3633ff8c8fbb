import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, openApp } from '../support/fake-app';
import { FakeDocumentGateway, aDocument, aDocumentType } from '../support/fake-products';

const LICENCE = { ...aDocumentType('driving-licence', 'Driving licence'), hasBack: true, expires: true, minWidth: 1000, minHeight: 700 };
const PAYSLIP = aDocumentType('payslip', 'Payslip');

async function openDocuments(documents = [aDocument(1, 'payslip', 'pending'), aDocument(2, 'proof-of-address', 'approved')]) {
  const gateway = new FakeDocumentGateway([LICENCE, PAYSLIP], documents);
  await openApp('/dashboard/documents', { signedInAs: aUser(), documents: gateway });
  await screen.findByRole('region', { name: 'Table of your documents' }, { timeout: 3000 });
  return gateway;
}

describe('<DocumentsPage>', () => {
  it('given no file chosen yet, it states the chosen type’s formats, size, pixels, sides and expiry, and changes with the type', async () => {
    await openDocuments();
    expect(screen.getByText('What we can accept')).toBeTruthy();
    expect(screen.getByText('PDF, JPEG or PNG, up to 10 MB.')).toBeTruthy();
    expect(screen.getByText('Photos at least 1,000 × 700 pixels and no more than 40 megapixels (a 12-megapixel phone photo is fine).')).toBeTruthy();
    expect(screen.getByText('It has two sides: send the front and the back as two files.')).toBeTruthy();
    expect(screen.getByText('It must not have expired: you will give its expiry date.')).toBeTruthy();
    // The file field is described by the limits, so a screen reader hears them on reaching it.
    expect(screen.getByLabelText('File').getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(screen.getByLabelText('File').getAttribute('aria-describedby')!)?.textContent).toContain('up to 10 MB');

    fireEvent.change(screen.getByRole('combobox', { name: /^Document/ }), { target: { value: 'payslip' } });
    expect(await screen.findByText('Send it as one file.')).toBeTruthy();
    expect(screen.queryByText(/two sides/)).toBeNull();
    expect(screen.queryByText(/must not have expired/)).toBeNull();
  });

  it('offers Remove only for a document not yet checked', async () => {
    await openDocuments();
    expect(screen.getByRole('button', { name: 'Remove payslip.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove proof-of-address.pdf' })).toBeNull();
  });

  it('given Remove, when the borrower keeps the document, nothing is removed', async () => {
    await openDocuments();
    fireEvent.click(screen.getByRole('button', { name: 'Remove payslip.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove payslip.pdf?' });
    expect(within(dialog).getByText(/We will delete this file for good\. We have not checked it yet/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Table of your documents' })).getByText('payslip.pdf')).toBeTruthy();
  });

  it('given Remove, when the borrower confirms, the document leaves the list and they are told', async () => {
    await openDocuments();
    fireEvent.click(screen.getByRole('button', { name: 'Remove payslip.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove payslip.pdf?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove document' }));
    expect(await screen.findByText('We have removed payslip.pdf.', undefined, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Table of your documents' })).queryByText('payslip.pdf')).toBeNull());
    expect(screen.getByText('proof-of-address.pdf')).toBeTruthy();
  });

  it('given the lender checked it meanwhile, the borrower reads why it stays and the list shows the verdict', async () => {
    const gateway = await openDocuments();
    fireEvent.click(screen.getByRole('button', { name: 'Remove payslip.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove payslip.pdf?' });
    // The review lands between the click and the confirmation.
    (gateway as unknown as { documents: ReturnType<typeof aDocument>[] }).documents[0] = { ...aDocument(1, 'payslip', 'approved'), reviewedAt: '2026-11-02T09:00:00.000Z' };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove document' }));
    expect(await screen.findByText('We could not remove payslip.pdf. We have already checked this document, so it stays on your record and cannot be removed.', undefined, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove payslip.pdf' })).toBeNull());
  });
});
