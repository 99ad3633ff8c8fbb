import type { Container } from 'inversify';
import type { User } from '../../../../src-domain/auth/user.entity';
import type { AuditEntry, AuditFilter } from '../../../../src-domain/back-office/audit-entry.entity';
import { BackOfficeGateway } from '../../../../src-domain/back-office/back-office-gateway.port';
import { ApproveDocument, ApproveRequest, DeclineRequest, RecordPayment, RejectDocument, SettleLoan } from '../../../../src-domain/back-office/back-office.use-cases';
import type { BorrowerFileGateway } from '../../../../src-domain/back-office/borrower-file-gateway.port';
import type { BorrowerFile, BorrowerMatch } from '../../../../src-domain/back-office/borrower-file.entity';
import type { ApprovalOutcome } from '../../../../src-domain/back-office/queue.entities';
import type { StaffMember } from '../../../../src-domain/back-office/staff-member.entity';
import type { DocumentFile } from '../../../../src-domain/documents/document-gateway.port';
import { NotFound } from '../../../../src-domain/shared/errors';
import type { Page } from '../../../../src-domain/shared/page';
import { bindBackOfficeFiles } from '../../../../src/bindings/back-office-files.bindings';
import { openApp } from '../../support/fake-app';
import { aStaffMember, backOfficeContainer, FakeBackOfficeGateway, FakeQueueFeed } from '../fake-back-office';

/** Dana's file: verified e-mail, phone not verified, a passport and a payslip, a request over the four-eyes limit, a car loan. */
export function aBorrowerFile(overrides: Partial<BorrowerFile> = {}): BorrowerFile {
  return {
    borrower: {
      id: 7, firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.com', phone: '+447700900456', dateOfBirth: '1988-03-14', createdAt: '2026-01-10T09:00:00.000Z',
      emailVerifiedAt: '2026-01-10T09:05:00.000Z', phoneVerifiedAt: null, twoFactorEnabled: true, identityConfirmed: false,
    },
    profile: { middleName: null, nationalIdMasked: '•••• 456C', maritalStatus: 'married', dependants: 2, nationality: 'GB' },
    addresses: [{ id: 4, kind: 'home', line1: '12 Mill Lane', line2: null, city: 'Leeds', postalCode: 'LS1 4AB', country: 'GB', residentialStatus: 'tenant', livedFrom: '2019-05-01', livedUntil: null, isPrimary: true }],
    banks: [{ id: 5, bankName: 'Northern Bank', accountHolder: 'Dana Whitfield', accountNumberMasked: '•••• 4321', routingCode: '20-00-00', isPrimary: true }],
    employment: { employer: 'Leeds Council', status: 'employed', netMonthlyIncomeMinor: 245_000, outgoings: [{ label: 'Declared outgoings', amountMinor: 106_000 }] },
    affordability: { netMonthlyIncomeMinor: 245_000, declaredOutgoingsMinor: 106_000, disposableMinor: 139_000, limitRatio: '0.4', existingCommitmentsMinor: 18_512, affordableInstalmentMinor: 37_088 },
    documents: [
      { id: 21, type: 'passport', typeName: 'Passport', oneOf: 'photo-identity', side: 'front', status: 'pending', fileName: 'passport.jpg', uploadedAt: '2026-11-20T08:00:00.000Z', expiresOn: '2031-02-01', identityConfirmedAt: null, reason: null },
      { id: 22, type: 'payslip', typeName: 'Payslip', oneOf: null, side: null, status: 'pending', fileName: 'payslip.pdf', uploadedAt: '2026-11-20T08:05:00.000Z', expiresOn: null, identityConfirmedAt: null, reason: null },
    ],
    requests: [
      { id: 12, reference: 'KC-000012', product: 'Personal loan', amountMinor: 600_000, term: 24, termUnit: 'months', status: 'in_review', reason: null, createdAt: '2026-11-19T10:00:00.000Z', approvals: [] },
    ],
    loans: [
      {
        id: 77, accountNumber: 'KC00000077', product: 'Car loan', principalMinor: 300_000, status: 'active', startDate: '2026-01-01', balanceMinor: 200_000, arrearsMinor: 0,
        // As the server's ledger gives it on 15 February: £2,000 owed and 14 days' interest.
        settlementToday: { asOf: '2026-02-15', totalMinor: 201_000, principalMinor: 200_000, interestMinor: 1_000, feesMinor: 0 },
        pendingPartPayment: null,
        schedule: [
          { number: 1, dueDate: '2026-02-01', paymentMinor: 103_000, interestMinor: 3_000, principalMinor: 100_000, feeMinor: 0, paidMinor: 103_000, status: 'paid' },
          { number: 2, dueDate: '2026-03-01', paymentMinor: 102_000, interestMinor: 2_000, principalMinor: 100_000, feeMinor: 0, paidMinor: 0, status: 'pending' },
          { number: 3, dueDate: '2026-04-01', paymentMinor: 101_000, interestMinor: 1_000, principalMinor: 100_000, feeMinor: 0, paidMinor: 0, status: 'pending' },
        ],
        payments: [{ date: '2026-02-01T10:00:00.000Z', amountMinor: 103_000 }],
      },
    ],
    offers: [],
    letters: [{ id: 31, kind: 'annual-statement', title: 'Annual statement', loanId: 77, issuedAt: '2026-11-01T09:00:00.000Z' }],
    conversations: [{ id: 41, subject: 'My payment date', status: 'open', lastMessageAt: '2026-11-21T12:00:00.000Z', messageCount: 3 }],
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 501, occurredAt: '2026-11-20T09:00:00.000Z', actorId: 90, actorName: 'Priya Shah (underwriter)', actorRole: 'underwriter', action: 'request.decline',
    subjectType: 'loan_request', subjectId: 12, borrowerId: 7, borrowerName: 'Dana Whitfield', ip: '203.0.113.9', userAgent: 'Firefox/140',
    before: { status: 'in_review' }, after: { status: 'declined' }, detail: null, ...overrides,
  };
}

/** The back office's borrower reads in memory: what each call was asked, a failure on demand. */
export class FakeBorrowerFileGateway implements BorrowerFileGateway {
  calls: string[] = [];
  files = new Map<number, BorrowerFile>([[7, aBorrowerFile()]]);
  matches: BorrowerMatch[] = [{ id: 7, firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.com', phone: '+447700900456', createdAt: '2026-01-10T09:00:00.000Z' }];
  documentFiles = new Map<number, DocumentFile>([
    [21, { bytes: new Uint8Array([0xff, 0xd8, 0xff]), type: 'image/jpeg' }],
    [22, { bytes: new TextEncoder().encode('%PDF-1.7'), type: 'application/pdf' }],
  ]);
  entries: AuditEntry[] = [anAuditEntry(), anAuditEntry({ id: 500, action: 'borrower.view', before: null, after: null, occurredAt: '2026-11-20T08:59:00.000Z' })];
  auditFilters: { filter: AuditFilter; page: number }[] = [];
  staffList: StaffMember[] = [
    { id: 90, name: 'Priya Shah', email: 'priya@lender.test', role: 'underwriter', state: 'active', twoFactorEnabled: true, createdAt: '2026-11-01T09:00:00.000Z' },
    { id: 91, name: 'Tom Reid', email: 'tom@lender.test', role: 'servicing', state: 'invited', twoFactorEnabled: false, createdAt: '2026-11-02T09:00:00.000Z' },
  ];
  failNext: Error | null = null;
  /** Every call fails with this until it is cleared (the page may load twice as React checks its effects). */
  failAll: Error | null = null;

  private answer<T>(name: string, value: () => T): Promise<T> {
    this.calls.push(name);
    const failure = this.failAll ?? this.failNext;
    this.failNext = null;
    return failure ? Promise.reject(failure) : Promise.resolve(value());
  }

  search = (query: string) => this.answer(`search:${query}`, () => this.matches.filter((match) => `${match.firstName} ${match.lastName} ${match.email}`.toLowerCase().includes(query.toLowerCase())));
  file = (id: number) =>
    this.answer(`file:${id}`, () => {
      const file = this.files.get(id);
      if (!file) throw new NotFound('Not found.', 404);
      return file;
    });
  documentFile = (id: number) => this.answer(`documentFile:${id}`, () => this.documentFiles.get(id)!);
  auditEntries = (filter: AuditFilter, page: number): Promise<Page<AuditEntry>> => {
    this.auditFilters.push({ filter, page });
    return this.answer('audit', () => ({ items: this.entries, page, lastPage: 3, total: 52 }));
  };
  auditCsv = (_filter: AuditFilter) => this.answer('auditCsv', () => ({ bytes: new TextEncoder().encode('id,action\r\n501,request.decline\r\n'), type: 'text/csv' }));
  staff = () => this.answer('staff', () => this.staffList);
}

/** H4's fake back office, answering an approval as told. */
export class ActionsGateway extends FakeBackOfficeGateway {
  approval: ApprovalOutcome = { status: 'offered', offerId: 1 };
  override approveRequest = (id: number) => this.answerAs(`approve:${id}`, this.approval);
  private answerAs<T>(name: string, value: T): Promise<T> {
    this.calls.push(name);
    const failure = this.failNext;
    this.failNext = null;
    return failure ? Promise.reject(failure) : Promise.resolve(value);
  }
}

/** The app opened at `path` as `user`, with the queues' fake actions and the fake borrower reads. */
export async function openFiles(path: string, user: User = aStaffMember(), files = new FakeBorrowerFileGateway(), actions = new ActionsGateway()) {
  const container: Container = backOfficeContainer(actions, new FakeQueueFeed());
  bindBackOfficeFiles(container);
  // The fake gateway, not the HTTP one the bindings name.
  container.rebind<BorrowerFileGateway>(Symbol.for('BorrowerFileGateway')).toConstantValue(files);
  for (const UseCase of [ApproveRequest, DeclineRequest, ApproveDocument, RejectDocument, RecordPayment, SettleLoan] as (new (g: BackOfficeGateway) => object)[]) {
    if (!container.isBound(UseCase)) container.bind(UseCase).toResolvedValue((g: BackOfficeGateway) => new UseCase(g), [BackOfficeGateway]);
  }
  const opened = await openApp(path, { signedInAs: user, container });
  return { ...opened, files, actions };
}
