import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerDocument } from '../../../src-domain/documents/document.entity';
import { aUser, openApp } from '../support/fake-app';
import { FakeDocumentGateway, aDocument, aDocumentType } from '../support/fake-products';

const photoId = (slug: string, name: string) => ({ ...aDocumentType(slug, name, []), expires: true, oneOf: 'photo-identity' });
const TYPES = [photoId('passport', 'Passport'), { ...photoId('driving-licence', 'Driving licence'), hasBack: true }, { ...photoId('national-id', 'National identity card'), hasBack: true }, aDocumentType('payslip', 'Payslip')];

const passport = (status: BorrowerDocument['status'], more: Partial<BorrowerDocument> = {}): BorrowerDocument => ({ ...aDocument(7, 'passport', status), typeName: 'Passport', fileName: 'passport.jpg', ...more });

async function openDocuments(documents: BorrowerDocument[]) {
  await openApp('/dashboard/documents', { signedInAs: aUser(), documents: new FakeDocumentGateway(TYPES, [aDocument(1, 'payslip', 'approved'), ...documents]) });
  return screen.findByRole('region', { name: 'Proof of identity' }, { timeout: 3000 });
}

describe('<DocumentsPage> proof of identity', () => {
  // jsdom lays nothing out: the spy stands for the page scrolling to the upload form.
  const scrolled = vi.fn();
  beforeEach(() => {
    scrolled.mockClear();
    Element.prototype.scrollIntoView = scrolled;
  });

  it('given no photo ID, shows the three kinds as one requirement, needed before signing, and offers the three when sending', async () => {
    const card = await openDocuments([]);
    expect(within(card).getByText('Needed')).toBeTruthy();
    expect(within(card).getByText('One of: passport, driving licence or national identity card. We need it before you sign a loan agreement.')).toBeTruthy();
    // One requirement, not three: no separate line per kind in what we still need.
    expect(screen.queryByText('What we still need')).toBeNull();

    const select = screen.getByRole('combobox', { name: /^Document/ }) as HTMLSelectElement;
    const group = select.querySelector('optgroup[label="Proof of identity (any one of these)"]')!;
    expect([...group.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Passport', 'Driving licence', 'National identity card']);
    fireEvent.change(select, { target: { value: 'payslip' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send proof of identity' }));
    expect(select.value).toBe('passport');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByLabelText('File'));
  });

  it.each([
    ['a photo ID waiting for review', { ...aDocument(7, 'driving-licence', 'pending'), side: 'front' as const }],
    ['a photo ID approved whose holder is not yet confirmed', passport('approved')],
  ])('given %s, it is being checked and asks for nothing', async (_, document) => {
    const card = await openDocuments([document]);
    expect(within(card).getByText('Being checked')).toBeTruthy();
    expect(within(card).getByText(/that the name and date of birth on it match your profile/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Send proof of identity' })).toBeNull();
  });

  it('given an approved photo ID with the holder confirmed, says the identity is confirmed, on the card and by the document', async () => {
    const card = await openDocuments([passport('approved', { identityConfirmed: true, reviewedAt: '2026-11-02T09:00:00.000Z' })]);
    expect(within(card).getByText('Identity confirmed')).toBeTruthy();
    expect(within(card).getByText('We have checked your document against your profile: you can sign a loan agreement.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Send proof of identity' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Table of your documents' })).getByText('Identity confirmed.')).toBeTruthy();
  });

  it('given a photo ID turned down, says why and lets the borrower send another kind or the same', async () => {
    const card = await openDocuments([passport('rejected', { reviewReason: 'The photo is blurred' })]);
    expect(within(card).getByText('Needed')).toBeTruthy();
    expect(within(card).getByText('We could not accept the last one (The photo is blurred). Please send another.')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('region', { name: 'Table of your documents' })).getByRole('button', { name: 'Send a new passport' }));
    expect((screen.getByRole('combobox', { name: /^Document/ }) as HTMLSelectElement).value).toBe('passport');
  });

  it('given only an expired photo ID, asks for one still valid', async () => {
    const card = await openDocuments([passport('expired', { expiresOn: '2026-10-01', reviewedAt: '2026-01-02T09:00:00.000Z', identityConfirmed: true })]);
    expect(within(card).getByText('Needed')).toBeTruthy();
    expect(within(card).getByText('The one we have has expired. Please send one that is still valid.')).toBeTruthy();
  });
});
