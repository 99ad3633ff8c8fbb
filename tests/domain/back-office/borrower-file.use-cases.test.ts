import { describe, expect, it } from 'vitest';
import { auditChanges, describeAuditAction } from '../../../src-domain/back-office/audit-entry.entity';
import { ExportAuditCsv, ListAuditEntries } from '../../../src-domain/back-office/audit-trail.use-cases';
import type { BorrowerFileGateway } from '../../../src-domain/back-office/borrower-file-gateway.port';
import type { FileLoan } from '../../../src-domain/back-office/borrower-file.entity';
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
