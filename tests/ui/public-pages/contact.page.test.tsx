import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeBrand } from '../../../src-ui/brand/brand.config';
import { activeContent } from '../../../src-ui/brand/brand-content';
import { aUser, findHeading, openApp } from '../support/fake-app';

const brand = activeBrand;
const { contact } = activeContent;

describe('<ContactPage>', () => {
  it('gives the phone, hours, e-mail and postal address from the brand', async () => {
    await openApp('/contact');
    await findHeading(contact.title);
    const ways = screen.getByRole('list', { name: 'Ways to contact us' });
    expect(within(ways).getByRole('link', { name: brand.contact.phone }).getAttribute('href')).toBe(`tel:${brand.contact.phoneE164}`);
    expect(within(ways).getByText(brand.contact.hours)).toBeTruthy();
    expect(within(ways).getByRole('link', { name: brand.contact.email }).getAttribute('href')).toBe(`mailto:${brand.contact.email}`);
    for (const line of brand.registeredAddress) expect(within(ways).getByText(line)).toBeTruthy();
  });

  it('explains the complaints process step by step under the #complaints anchor', async () => {
    await openApp('/contact#complaints');
    const heading = await findHeading(contact.complaints.title);
    const section = document.getElementById('complaints') as HTMLElement;
    expect(section).toBeTruthy();
    expect(section.contains(heading)).toBe(true);
    expect(`/contact#${section.id}`).toBe(brand.complaintsPath);
    const steps = within(section).getAllByRole('listitem').filter((item) => item.classList.contains('complaint-steps__item'));
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(contact.complaints.steps.map((step) => step.title));
    expect(section.textContent).toContain('8 weeks');
    expect(section.textContent).toContain(activeContent.particulars.ombudsman.name);
    const ombudsman = activeContent.particulars.ombudsman;
    const card = within(section).getByRole('heading', { name: ombudsman.name }).closest('.outside-body') as HTMLElement;
    expect(within(card).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`tel:${ombudsman.phoneE164}`, ombudsman.website]);
  });

  it('given a visitor, then it offers to sign in (returning here) instead of a message form', async () => {
    await openApp('/contact');
    await findHeading(contact.title);
    expect(screen.getByText(contact.secureMessage.visitor)).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign in to send a message' });
    expect(signIn.getAttribute('href')).toBe('/auth/sign-in?returnTo=%2Fcontact');
    expect(screen.queryByRole('button', { name: 'Send a message' })).toBeNull();
  });

  it('given a signed-in customer, when they choose to send a secure message, then the messages page opens with a new message', async () => {
    await openApp('/contact', { signedInAs: aUser() });
    await findHeading(contact.title);
    expect(screen.queryByRole('link', { name: 'Sign in to send a message' })).toBeNull();
    const write = screen.getByRole('link', { name: 'Send us a secure message' });
    expect(write.getAttribute('href')).toBe('/dashboard/messages?new=1');
    fireEvent.click(write);
    const form = await screen.findByRole('form', { name: 'New message' }, { timeout: 3000 });
    expect(within(form).getByLabelText('Subject')).toBeTruthy();
    expect(within(form).getByLabelText('Your message')).toBeTruthy();
  });

  it('given a signed-in customer, the feedback form is still there for a complaint, and sends it', async () => {
    const { feedback } = await openApp('/contact', { signedInAs: aUser() });
    await findHeading(contact.title);
    fireEvent.click(screen.getByRole('button', { name: 'Make a complaint' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(dialog).getByText('Send us feedback')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Your message'), { target: { value: 'My statement shows a payment twice.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(feedback.sent).toEqual([expect.objectContaining({ category: 'complaint', message: 'My statement shows a payment twice.' })]));
    expect(await screen.findByText('We have your feedback')).toBeTruthy();
  });

  it('given a signed-in customer, when they choose to make a complaint, then the form starts on a complaint', async () => {
    await openApp('/contact', { signedInAs: aUser() });
    await findHeading(contact.title);
    fireEvent.click(screen.getByRole('button', { name: 'Make a complaint' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect((within(dialog).getByLabelText('What is it about?') as HTMLSelectElement).value).toBe('complaint');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
