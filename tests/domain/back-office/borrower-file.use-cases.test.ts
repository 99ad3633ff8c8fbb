import { describe, expect, it } from 'vitest';
import { auditChanges, describeAuditAction } from '../../../src-domain/back-office/audit-entry.entity';
import { ExportAuditCsv, ListAuditEntries } from '../../../src-domain/back-office/audit-trail.use-cases';
import type { BorrowerFileGateway } from '../../../src-domain/back-office/borrower-file-gateway.port';
import type { FileLoan } from '../../../src-domain/back-office/borrower-file.entity';
import { settlementFigureOf } from '../../../src-domain/back-office/borrower-file.settlement';
import { SearchBorrowers } from '../../../src-domain/back-office/borrower-file.use-cases';
import { ValidationFailed } from '../../../src-domain/shared/errors';

/** A gateway that records what it is asked and answers as told. */
function recordingGateway() {
  const calls: unknown[][] = [];
  const record =
    (name: string, answer: unknown = undefined) =>
    // Any signature: each fake answers what it is told.
    (...args: unknown[]): Promise<never> => {
      calls.push([name, ...args]);
      return Promise.resolve(answer as never);
    };
  const gateway: BorrowerFileGateway = {
    search: record('search', []),
    file: record('file'),
    documentFile: record('documentFile'),
    auditEntries: record('auditEntries', { items: [], page: 1, lastPage: 1, total: 0 }),
    auditCsv: record('auditCsv'),
    staff: record('staff', []),
  };
  return { gateway, calls };
}

async function fieldsOf(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationFailed);
  return (error as ValidationFailed).fields;
}

describe('the back office’s borrower-file use-cases', () => {
  it('searches with the trimmed words, and asks for two characters at least before any call', async () => {
    const { gateway, calls } = recordingGateway();
    await new SearchBorrowers(gateway).execute('  Whitfield ');
    expect(calls).toEqual([['search', 'Whitfield']]);
    expect(await fieldsOf(new SearchBorrowers(gateway).execute(' d '))).toEqual({ q: ['Type at least 2 characters.'] });
    expect(calls).toHaveLength(1);
  });

  it('pages the audit trail from page 1 and drops empty filter parts', async () => {
    const { gateway, calls } = recordingGateway();
    await new ListAuditEntries(gateway).execute({ filter: { action: ' ', actorId: 0, borrowerId: 7 }, page: 0 });
    await new ExportAuditCsv(gateway).execute({ action: 'loan.settle' });
    expect(calls).toEqual([['auditEntries', { borrowerId: 7 }, 1], ['auditCsv', { action: 'loan.settle' }]]);
  });
});

describe('the settlement figure shown before settling', () => {
  const loan: FileLoan = {
    id: 77, accountNumber: 'KC00000077', product: 'Car loan', principalMinor: 300_000, status: 'active', startDate: '2026-01-01', balanceMinor: 200_000, arrearsMinor: 0,
    schedule: [
      { number: 1, dueDate: '2026-02-01', paymentMinor: 103_000, interestMinor: 3_000, principalMinor: 100_000, feeMinor: 0, paidMinor: 103_000, status: 'paid' },
      { number: 2, dueDate: '2026-03-01', paymentMinor: 102_000, interestMinor: 2_000, principalMinor: 100_000, feeMinor: 0, paidMinor: 0, status: 'due' },
      { number: 3, dueDate: '2026-04-01', paymentMinor: 101_000, interestMinor: 1_000, principalMinor: 100_000, feeMinor: 0, paidMinor: 0, status: 'pending' },
    ],
    payments: [{ date: '2026-02-01', amountMinor: 103_000 }],
  };

  it('is the principal still owed plus the current period’s interest to the day, with no penalty', () => {
    // 14 of February's 28 days: half of £20.00.
    expect(settlementFigureOf(loan, '2026-02-15')).toEqual({ asOf: '2026-02-15', outstandingPrincipalMinor: 200_000, accruedInterestMinor: 1_000, feesDueMinor: 0, totalMinor: 201_000 });
  });
});

describe('the audit trail in words', () => {
  it('names each action, and an unknown one by its code', () => {
    expect(describeAuditAction('request.first_approval')).toBe('Gave the first of two approvals');
    expect(describeAuditAction('robot.dance')).toBe('robot.dance');
  });

  it('lists only the fields that changed, either side possibly absent', () => {
    expect(auditChanges({ status: 'in_review', amount: 600000 }, { status: 'approved', amount: 600000 })).toEqual([{ field: 'status', before: 'in_review', after: 'approved' }]);
    expect(auditChanges(null, { paid: 15050 })).toEqual([{ field: 'paid', before: '—', after: '15050' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
