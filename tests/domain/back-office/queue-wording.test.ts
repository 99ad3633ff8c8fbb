import { describe, expect, it } from 'vitest';
import type { ComplaintAwaitingResolution } from '../../../src-domain/back-office/queue.entities';
import { approvalsInWords, complaintDeadlineInWords } from '../../../src-domain/back-office/queue-wording';

const complaint: ComplaintAwaitingResolution = {
  id: 1,
  reference: 'CMP-1',
  borrower: { id: 2, name: 'Ada Lovelace' },
  email: 'ada@example.com',
  message: 'You charged me a fee twice.',
  receivedAt: '2026-10-01T09:00:00Z',
  acknowledgeBy: '2026-10-06',
  summaryResolutionBy: '2026-10-06',
  finalResponseBy: '2026-11-26',
  acknowledgedAt: null,
  overdue: null,
};

describe('approvalsInWords', () => {
  it('names who gave the first of two approvals', () => {
    expect(approvalsInWords({ approvals: [{ staffName: 'Priya Shah', approvedAt: '2026-11-26T10:00:00Z' }], approvalsNeeded: 1 })).toBe('1 of 2 approvals (Priya Shah)');
  });
  it('says how many are needed when none is given yet', () => {
    expect(approvalsInWords({ approvals: [], approvalsNeeded: 2 })).toBe('Needs 2 approvals');
    expect(approvalsInWords({ approvals: [], approvalsNeeded: 1 })).toBe('Needs 1 approval');
  });
});

describe('complaintDeadlineInWords', () => {
  it('asks for the acknowledgement first, and says when it is late', () => {
    expect(complaintDeadlineInWords(complaint)).toEqual({ text: 'Acknowledge by 6 October 2026', overdue: false });
    expect(complaintDeadlineInWords({ ...complaint, overdue: 'acknowledgement' })).toEqual({ text: 'Acknowledgement overdue since 6 October 2026', overdue: true });
  });
  it('then counts down to the final response, and says when that is late', () => {
    const acknowledged = { ...complaint, acknowledgedAt: '2026-10-02T10:00:00Z' };
    expect(complaintDeadlineInWords(acknowledged)).toEqual({ text: 'Final response due by 26 November 2026', overdue: false });
    expect(complaintDeadlineInWords({ ...acknowledged, overdue: 'final_response' })).toEqual({ text: 'Final response overdue since 26 November 2026', overdue: true });
  });
});
