import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { Forbidden, NotFound, Unexpected } from '../../../../src-domain/shared/errors';
import { LaravelBorrowerFileGateway } from '../../../../src-infra/api/back-office/borrower-file.gateway';
import { ADA, BASE_URL, TRANSPORTS, createClient, rejectionOf, useNock } from '../../support/http-fixture';

const BO = '/api/v1/back-office';

/** Dana's file as docs/design/back-office.md §5 writes it. */
const FILE = {
  borrower: {
    id: 7, first_name: 'Dana', last_name: 'Whitfield', email: 'dana@example.com', phone: '+447700900456', date_of_birth: '1988-03-14', created_at: '2026-01-10T09:00:00.000Z',
    email_verified_at: '2026-01-10T09:05:00.000Z', phone_verified_at: null, two_factor_enabled: true, identity_confirmed: true,
  },
  profile: { id: 3, first_name: 'Dana', middle_name: null, last_name: 'Whitfield', national_id_masked: '•••• 456C', marital_status: 'married', dependants: 2, nationality: 'GB' },
  addresses: [{ id: 4, kind: 'home', line1: '12 Mill Lane', line2: null, city: 'Leeds', postal_code: 'LS1 4AB', country: 'GB', residential_status: 'tenant', lived_from: '2019-05-01', lived_until: null, is_primary: true }],
  banks: [{ id: 5, bank_name: 'Northern Bank', account_holder: 'Dana Whitfield', account_number_masked: '•••• 4321', routing_code: '20-00-00', is_primary: true }],
  employment: { employer: 'Leeds Council', status: 'employed', net_monthly_income: 245_000, outgoings: { rent_or_mortgage: 85_000, bills: 21_000 } },
  affordability: { net_monthly_income: 245_000, declared_outgoings: 106_000, disposable: 139_000, limit_ratio: '0.4', existing_commitments: 18_512 },
  documents: [{ id: 21, type: 'passport', side: 'front', status: 'pending', file_name: 'passport.jpg', uploaded_at: '2026-11-20T08:00:00.000Z', expires_on: '2031-02-01', identity_confirmed_at: null, reason: null }],
  requests: [{ id: 12, reference: 'LR-000012', product: 'Personal loan', amount: 600_000, term: 24, status: 'in_review', reason: null, created_at: '2026-11-19T10:00:00.000Z', approvals: [{ staff_name: 'Priya Shah', approved_at: '2026-11-20T09:00:00.000Z' }] }],
  loans: [{
    id: 77, account_number: 'KC00000077', product: { name: 'Car loan' }, principal: 400_000, status: 'active', start_date: '2026-06-01', balance: 300_000, arrears: 0,
    schedule: [{ number: 1, due_date: '2026-07-01', payment: 18_512, interest: 3_000, principal: 15_512, fee: 0, paid_amount: 18_512, status: 'paid' }],
    payments: [{ date: '2026-07-01', amount: 18_512 }],
  }],
  offers: [{ id: 9, request_id: 11, status: 'signed', expires_at: null }],
  letters: [{ id: 31, kind: 'annual-statement', title: 'Annual statement', loan_id: 77, issued_at: '2026-11-01T09:00:00.000Z' }],
  conversations: [{ id: 41, subject: 'My payment date', status: 'open', last_message_at: '2026-11-21T12:00:00.000Z', message_count: 3 }],
};

describe.each(TRANSPORTS)('LaravelBorrowerFileGateway over $name', ({ create }) => {
  useNock();

  function gateway() {
    const client = createClient(create());
    client.cookies.set('XSRF-TOKEN', 'xsrf');
    client.sessions.write({ token: '1|secret', user: ADA, role: 'staff' });
    return new LaravelBorrowerFileGateway(client.http);
  }

  it('reads the whole file: figures in minor units, outgoings named, the product however it is sent', async () => {
    nock(BASE_URL).get(`${BO}/borrowers/7`).reply(200, { data: FILE });
    const file = await gateway().file(7);
    expect(file.borrower).toMatchObject({ id: 7, firstName: 'Dana', phoneVerifiedAt: null, twoFactorEnabled: true, identityConfirmed: true });
    expect(file.profile).toEqual({ middleName: null, nationalIdMasked: '•••• 456C', maritalStatus: 'married', dependants: 2, nationality: 'GB' });
    expect(file.employment?.outgoings).toEqual([{ label: 'Rent or mortgage', amountMinor: 85_000 }, { label: 'Bills', amountMinor: 21_000 }]);
    expect(file.affordability).toEqual({ netMonthlyIncomeMinor: 245_000, declaredOutgoingsMinor: 106_000, disposableMinor: 139_000, limitRatio: '0.4', existingCommitmentsMinor: 18_512, affordableInstalmentMinor: null });
    expect(file.documents[0]).toMatchObject({ type: 'passport', typeName: 'passport', side: 'front' });
    expect(file.requests[0]).toMatchObject({ reference: 'LR-000012', amountMinor: 600_000, termUnit: 'months', approvals: [{ staffName: 'Priya Shah', approvedAt: '2026-11-20T09:00:00.000Z' }] });
    expect(file.loans[0]).toMatchObject({ product: 'Car loan', balanceMinor: 300_000, payments: [{ date: '2026-07-01', amountMinor: 18_512 }] });
    expect(file.loans[0].schedule[0]).toEqual({ number: 1, dueDate: '2026-07-01', paymentMinor: 18_512, interestMinor: 3_000, principalMinor: 15_512, feeMinor: 0, paidMinor: 18_512, status: 'paid' });
    expect(file.conversations).toEqual([{ id: 41, subject: 'My payment date', status: 'open', lastMessageAt: '2026-11-21T12:00:00.000Z', messageCount: 3 }]);
  });

  it('reads a file with nothing declared yet, and refuses a figure that is not whole pence', async () => {
    nock(BASE_URL).get(`${BO}/borrowers/8`).reply(200, { data: { ...FILE, profile: null, employment: null, affordability: null, offers: [], letters: [], conversations: [] } });
    expect(await gateway().file(8)).toMatchObject({ profile: null, employment: null, affordability: null });
    nock(BASE_URL).get(`${BO}/borrowers/9`).reply(200, { data: { ...FILE, loans: [{ ...FILE.loans[0], balance: '3000.00' }] } });
    expect(await rejectionOf(gateway().file(9))).toBeInstanceOf(Unexpected);
  });

  it('answers NotFound for a borrower who is not there, and keeps the reason of a refusal', async () => {
    nock(BASE_URL).get(`${BO}/borrowers/404`).reply(404, { message: 'Not found.' });
    expect(await rejectionOf(gateway().file(404))).toBeInstanceOf(NotFound);
    nock(BASE_URL).get(`${BO}/audit`).query(true).reply(403, { message: 'Only an administrator may do that.', code: 'role_not_allowed' });
    const refusal = await rejectionOf(gateway().auditEntries({}, 1));
    expect(refusal).toBeInstanceOf(Forbidden);
    expect((refusal as Forbidden).reason).toBe('role_not_allowed');
  });

  it('searches with the typed words and reads the matches', async () => {
    nock(BASE_URL).get(`${BO}/borrowers`).query({ q: 'KC00000077' }).reply(200, { data: [{ id: 7, first_name: 'Dana', last_name: 'Whitfield', email: 'dana@example.com', phone: '+447700900456', created_at: '2026-01-10T09:00:00.000Z' }] });
    expect(await gateway().search('KC00000077')).toEqual([{ id: 7, firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.com', phone: '+447700900456', createdAt: '2026-01-10T09:00:00.000Z' }]);
  });

  it('fetches a document’s bytes with their type', async () => {
    nock(BASE_URL).get(`${BO}/documents/21/file`).reply(200, Buffer.from([0xff, 0xd8, 0xff]), { 'Content-Type': 'image/jpeg' });
    const file = await gateway().documentFile(21);
    expect(file.type).toBe('image/jpeg');
    expect([...file.bytes]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('pages the audit trail with its filter, reads before and after, and downloads the CSV with the same filter', async () => {
    nock(BASE_URL)
      .get(`${BO}/audit`)
      .query({ actor_id: '3', action: 'request.approve', page: '2' })
      .reply(200, {
        data: [{
          id: 501, occurred_at: '2026-11-20T09:00:00.000Z', actor_id: 3, actor_name: 'Priya Shah (underwriter)', actor_role: 'underwriter', action: 'request.approve',
          subject_type: 'loan_request', subject_id: 12, borrower_id: 7, ip: '203.0.113.9', user_agent: 'Firefox', before_json: '{"status":"in_review"}', after_json: '{"status":"approved"}', detail: null,
        }],
        links: {},
        meta: { current_page: 2, last_page: 4, per_page: 25, total: 80, from: 26, to: 50 },
      });
    const page = await gateway().auditEntries({ actorId: 3, action: 'request.approve' }, 2);
    expect(page).toMatchObject({ page: 2, lastPage: 4, total: 80 });
    expect(page.items[0]).toMatchObject({ actorName: 'Priya Shah (underwriter)', actorRole: 'underwriter', before: { status: 'in_review' }, after: { status: 'approved' }, borrowerName: null });
    nock(BASE_URL).get(`${BO}/audit.csv`).query({ actor_id: '3' }).reply(200, 'id,occurred_at\n501,2026-11-20\n', { 'Content-Type': 'text/csv; charset=utf-8' });
    const csv = await gateway().auditCsv({ actorId: 3 });
    expect(new TextDecoder().decode(csv.bytes)).toContain('501,2026-11-20');
  });

  it('reads the staff list, naming each state', async () => {
    nock(BASE_URL).get(`${BO}/staff`).reply(200, {
      data: [
        { id: 3, name: 'Priya Shah', email: 'priya@kestrel.test', staff_role: 'underwriter', two_factor_enabled: true, created_at: '2026-11-01T09:00:00.000Z', disabled_at: null },
        { id: 4, first_name: 'Tom', last_name: 'Reid', email: 'tom@kestrel.test', staff_role: 'servicing', two_factor_enabled: false, created_at: '2026-11-02T09:00:00.000Z', disabled_at: '2026-11-10T09:00:00.000Z' },
      ],
    });
    expect(await gateway().staff()).toEqual([
      { id: 3, name: 'Priya Shah', email: 'priya@kestrel.test', role: 'underwriter', state: 'active', twoFactorEnabled: true, createdAt: '2026-11-01T09:00:00.000Z' },
      { id: 4, name: 'Tom Reid', email: 'tom@kestrel.test', role: 'servicing', state: 'disabled', twoFactorEnabled: false, createdAt: '2026-11-02T09:00:00.000Z' },
    ]);
  });
});

describe('the file as the reference server writes it', () => {
  useNock();

  it('reads a product gone from the catalogue, one outgoings total, a named document type and the affordable instalment', async () => {
    const client = createClient(TRANSPORTS[0].create());
    client.sessions.write({ token: '1|secret', user: ADA, role: 'staff' });
    nock(BASE_URL)
      .get(`${BO}/borrowers/7`)
      .reply(200, {
        data: {
          ...FILE,
          employment: { employer: null, status: 'self_employed', position: null, net_monthly_income: 245_000, gross_monthly_income: 300_000, outgoings: 106_000 },
          affordability: { ...FILE.affordability, limit_ratio: '0.40', affordable_instalment: 55_600, product_alias: 'personal' },
          documents: [{ ...FILE.documents[0], type_name: 'Passport', one_of: 'photo-identity', mime: 'image/jpeg', size: 1200 }],
          requests: [{ ...FILE.requests[0], product: null, term_unit: 'days' }],
        },
      });
    const file = await new LaravelBorrowerFileGateway(client.http).file(7);
    expect(file.employment).toEqual({ employer: null, status: 'self_employed', netMonthlyIncomeMinor: 245_000, outgoings: [{ label: 'Declared outgoings', amountMinor: 106_000 }] });
    expect(file.affordability).toMatchObject({ limitRatio: '0.40', affordableInstalmentMinor: 55_600 });
    expect(file.documents[0]).toMatchObject({ typeName: 'Passport', oneOf: 'photo-identity' });
    expect(file.requests[0]).toMatchObject({ product: 'Product no longer offered', termUnit: 'days' });
  });
});
