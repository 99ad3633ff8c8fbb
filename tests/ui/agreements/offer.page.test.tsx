import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, currentPath, findHeading, openApp, waitForPath } from '../support/fake-app';
import { FakeAgreementGateway, SIGNING_CODE, anOffer } from '../support/fake-agreements';
import { LoansLoanGateway, aLoan } from '../support/fake-products';

const USER = aUser({ phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });
const digits = () => screen.getAllByLabelText(/^Digit \d of 6$/) as HTMLInputElement[];
const typeCode = (code: string) => fireEvent.paste(digits()[0], { clipboardData: { getData: () => code } });
const stepButton = (name: string) => within(screen.getByRole('navigation', { name: 'Steps to sign' })).getByRole('button', { name: new RegExp(name) });
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

async function openOffer(agreements = new FakeAgreementGateway(anOffer(5))) {
  const loans = new LoansLoanGateway([aLoan(77, 'pending', { reference: 'KC00000077' })]);
  await openApp('/dashboard/offers/5', { signedInAs: USER, agreements, loans });
  await findHeading('Your loan offer');
  return agreements;
}

/** Goes to the sign step, fills it in and asks for the code. */
async function fillInAndTextCode(name = 'Ada Lovelace') {
  fireEvent.click(screen.getByRole('button', { name: 'Start with the pre-contract information' }));
  await screen.findByRole('heading', { name: 'Pre-contract credit information' });
  fireEvent.click(stepButton('Sign'));
  fireEvent.change(await screen.findByLabelText('Your full name', { exact: false }), { target: { value: name } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'I have read this agreement and agree to be bound by it' }));
  fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
  await screen.findByText(/We have texted a 6-digit code to \+44 ••••• ••• 123/);
}

describe('<OfferPage>', () => {
  it('given an open offer, then it shows the price and the four steps, and opens the pre-contract information, rendered from its blocks, when asked', async () => {
    const agreements = await openOffer();
    const summary = document.querySelector('.offer-summary') as HTMLElement;
    expect(summary.textContent).toContain('£5,000');
    expect(summary.textContent).toContain('£169.69 a month × 36');
    expect(summary.textContent).toContain('£6,108.84');
    expect(summary.textContent).toContain('13.7%');
    expect(summary.textContent).toContain('Valid until 9 January 2027');
    // Nothing counts as opened until the borrower opens it.
    expect(screen.getByRole('heading', { name: 'Before you sign' })).toBeTruthy();
    expect(agreements.opened).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Start with the pre-contract information' }));
    expect(await screen.findByRole('heading', { name: 'Pre-contract credit information' })).toBeTruthy();
    expect(screen.getByText('pre-contract', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('You borrow £5,000.')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /APR/ })).getByText('13.7%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF to keep' })).toBeTruthy();
    expect(agreements.opened).toEqual(['pre-contract']);
    expect(stepButton('Pre-contract information').getAttribute('aria-current')).toBe('step');
  });

  it('given the explanations step, then "Ask us a question" starts a secure message about this offer', async () => {
    await openOffer();
    fireEvent.click(stepButton('Explanations'));
    await screen.findByRole('heading', { name: 'Before you sign: what this loan means for you' });
    fireEvent.click(screen.getByRole('link', { name: 'Ask us a question' }));
    await findHeading('Messages');
    await waitFor(() => expect((screen.getByLabelText('Subject', { exact: false }) as HTMLInputElement).value).toBe('Question about my loan offer KC-000012'));
  });

  it('given the pre-contract information not yet opened, then the sign step is locked with the reason and a way to open it; opening it unlocks signing', async () => {
    // The borrower goes straight to the sign step: the pre-contract information was never opened.
    await openOffer();
    fireEvent.click(stepButton('Sign'));
    expect(await screen.findByText(/Open the pre-contract credit information first/)).toBeTruthy();
    expect(screen.queryByLabelText('Your full name', { exact: false })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open the pre-contract information' }));
    await screen.findByRole('heading', { name: 'Pre-contract credit information' });
    fireEvent.click(stepButton('Sign'));
    expect(await screen.findByLabelText('Your full name', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/Open the pre-contract credit information first/)).toBeNull();
  });

  it('given an identity lock, then its message and its action link are shown', async () => {
    const lock = { code: 'identity' as const, message: 'We need to confirm who you are before you sign: upload a passport, driving licence or national identity card.', action: { label: 'Upload proof of identity', path: '/dashboard/documents' } };
    await openOffer(new FakeAgreementGateway(anOffer(5, { locks: [lock] })));
    fireEvent.click(stepButton('Sign'));
    expect(await screen.findByText(lock.message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload proof of identity' }).getAttribute('href')).toBe('/dashboard/documents');
  });

  it('given a name that is not the profile’s and then a wrong code, then each is said under its field and what was typed stays', async () => {
    const agreements = await openOffer();
    await fillInAndTextCode('Ada King');
    typeCode('654321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign and get the money' }));
    expect(await screen.findByText('Type your name exactly as it is on your profile: Ada Lovelace.')).toBeTruthy();
    expect(field('Your full name').value).toBe('Ada King');
    expect((screen.getByRole('checkbox', { name: /I have read this agreement/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(field('Your full name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and get the money' }));
    expect(await screen.findByText('That code is not right. Check the text message and try again.')).toBeTruthy();
    expect(field('Your full name').value).toBe('Ada Lovelace');
    expect(digits().map((input) => input.value).join('')).toBe('654321');
    expect(agreements.signatures).toEqual([]);
    expect(currentPath()).toBe('/dashboard/offers/5');
  });

  it('given the right name, the tick and the texted code, then it signs, says so, and goes to the new loan', async () => {
    const agreements = await openOffer();
    await fillInAndTextCode();
    typeCode(SIGNING_CODE);
    fireEvent.click(screen.getByRole('button', { name: 'Sign and get the money' }));
    await waitForPath('/dashboard/user-loans/77');
    expect(await screen.findByText(/Signed\. We are paying the money to your bank account/)).toBeTruthy();
    expect(agreements.signatures).toEqual([{ full_name: 'Ada Lovelace', agree: true, code: SIGNING_CODE, agreement_sha256: 'a'.repeat(64) }]);
  });

  it('given the borrower declines and confirms, then the offer says it was declined and cannot be signed', async () => {
    const agreements = await openOffer();
    fireEvent.click(screen.getByRole('button', { name: 'Decline this offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this offer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the offer' }));
    expect(await screen.findByRole('heading', { name: 'You declined this offer' })).toBeTruthy();
    expect(agreements.offers.get(5)?.status).toBe('declined');
    expect(screen.queryByRole('navigation', { name: 'Steps to sign' })).toBeNull();
  });

  it('given a lapsed offer, then it says until when it was valid and offers to apply again', async () => {
    await openOffer(new FakeAgreementGateway(anOffer(5, { status: 'lapsed', locks: [] })));
    const callout = (await screen.findByRole('heading', { name: 'This offer has lapsed' })).closest('.bp6-callout') as HTMLElement;
    expect(within(callout).getByText(/It was valid until 9 January 2027/)).toBeTruthy();
    expect(within(callout).getByRole('link', { name: 'Apply for a loan' }).getAttribute('href')).toBe('/dashboard/loan-request');
  });

  it('given another borrower’s offer, then it says there is no such offer', async () => {
    await openApp('/dashboard/offers/9', { signedInAs: USER, agreements: new FakeAgreementGateway(anOffer(5)) });
    expect(await screen.findByText('We could not show this offer')).toBeTruthy();
  });
});
