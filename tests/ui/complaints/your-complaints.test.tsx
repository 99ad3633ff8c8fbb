import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeedbackDto } from '../../../src-domain/feedback/feedback.dto';
import type { FeedbackReceipt } from '../../../src-domain/feedback/feedback.entity';
import { aUser, openApp } from '../support/fake-app';
import { aComplaint, FakeComplaintGateway } from '../support/fake-complaints';
import { FakeFeedbackGateway } from '../support/fake-profile';

/** The lender's answer to a complaint sent as feedback: the complaint it became. */
class ComplaintFeedbackGateway extends FakeFeedbackGateway {
  override async send(input: FeedbackDto): Promise<FeedbackReceipt> {
    const receipt = await super.send(input);
    return { ...receipt, complaint: input.category === 'complaint' ? aComplaint() : null };
  }
}

describe('Your complaints', () => {
  it('given a complaint being looked into and one resolved, the messages page shows each with its state and dates, and the ombudsman’s details', async () => {
    const complaints = new FakeComplaintGateway();
    complaints.complaints = [
      aComplaint(),
      aComplaint({ id: 41, reference: 'CP-000041', state: 'resolved', resolvedAt: '2026-12-01T15:00:00.000Z', resolution: 'final_response', outcome: 'partly' }),
    ];
    await openApp('/dashboard/messages', { signedInAs: aUser(), complaints });
    const section = (await screen.findByRole('heading', { name: 'Your complaints' })).closest('section')!;
    const open = within(section).getByRole('heading', { name: 'Complaint CP-000042' }).closest('li')!;
    expect(within(open).getByText('We are looking into it')).toBeTruthy();
    expect(open.textContent).toContain('Received23 November 2026');
    expect(open.textContent).toContain('Our final response by18 January 2027');
    const closed = within(section).getByRole('heading', { name: 'Complaint CP-000041' }).closest('li')!;
    expect(within(closed).getByText('Resolved')).toBeTruthy();
    expect(closed.textContent).toContain('Final response sent1 December 2026 (partly upheld)');
    expect(section.textContent).toContain('Financial Ombudsman Service');
    expect(within(section).getByRole('link', { name: '0800 023 4567' }).getAttribute('href')).toBe('tel:08000234567');
  });

  it('given no complaints, the section is not shown', async () => {
    await openApp('/dashboard/messages', { signedInAs: aUser() });
    await screen.findByText('No messages yet');
    expect(screen.queryByRole('heading', { name: 'Your complaints' })).toBeNull();
  });
});

describe('the feedback form and a complaint', () => {
  it('says what will happen when "A complaint" is chosen, and after sending gives the complaint reference and the final response date', async () => {
    await openApp('/dashboard/main', { signedInAs: aUser(), feedback: new ComplaintFeedbackGateway() });
    fireEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send us feedback' }, { timeout: 3000 });
    expect(within(dialog).queryByText('What happens next')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('What is it about?'), { target: { value: 'complaint' } });
    expect(await within(dialog).findByText('What happens next')).toBeTruthy();
    expect(dialog.textContent).toContain('our final response within eight weeks');
    fireEvent.change(within(dialog).getByLabelText('Your message'), { target: { value: 'I was charged a late fee although I paid on time.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('We have your complaint')).toBeTruthy();
    expect(screen.getByText('CP-000042')).toBeTruthy();
    expect(screen.getByText('18 January 2027')).toBeTruthy();
  });
});
