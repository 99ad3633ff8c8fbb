import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit, AuditEntriesRepository } from '../../../src-server/services/audit/audit-trail';
import { get, send } from '../support/http-client';
import { staffMember, type StaffMember } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { borrowerWith, type FileOwner } from './action-fixtures';

const COLUMNS = ['id', 'occurred_at', 'actor_id', 'actor_name', 'actor_role', 'action', 'subject_type', 'subject_id', 'borrower_id', 'ip', 'user_agent', 'before', 'after', 'detail'];

let t: TestApp;
let admin: StaffMember;
let underwriter: StaffMember;
let owner: FileOwner;

beforeAll(async () => {
  t = await createTestApp({ underwriting: 'manual' });
  admin = await staffMember(t, { role: 'admin', name: 'Tomasz Nowak' });
  underwriter = await staffMember(t, { role: 'underwriter', name: 'Priya Shah' });
  owner = await borrowerWith(t, 'pending');
  // The trail holds a view of the file, a document's preview, and an entry whose words a spreadsheet would run.
  expect((await get(t.app, `/api/v1/back-office/borrowers/${owner.userId}`, underwriter.token)).statusCode).toBe(200);
  t.clock.advance(1_000);
  expect((await get(t.app, `/api/v1/back-office/documents/${owner.documents.payslip}/file`, underwriter.token)).statusCode).toBe(200);
  t.clock.advance(1_000);
  await appendAudit(t.database.db, { kind: 'operator' }, { action: 'document.reject', subjectType: 'document', subjectId: owner.documents['bank-statement'], borrowerId: owner.userId, before: { status: 'pending' }, after: { status: 'rejected' }, detail: '=HYPERLINK("http://evil.example","click")' }, t.clock.now());
  t.clock.advance(1_000);
});
afterAll(() => t.close());

async function csv(query = ''): Promise<{ headers: Record<string, unknown>; rows: string[][] }> {
  const response = await get(t.app, `/api/v1/back-office/audit.csv${query}`, admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return { headers: response.headers, rows: Papa.parse<string[]>(response.body.trim(), { skipEmptyLines: true }).data };
}

describe('GET /api/v1/back-office/audit', () => {
  it('pages the trail newest first, filtered by borrower, actor or action', async () => {
    const page = (await get(t.app, `/api/v1/back-office/audit?borrower_id=${owner.userId}`, admin.token)).json();
    expect(page).toMatchObject({ current_page: 1, total: 3, per_page: 50, last_page: 1 });
    expect(page.data.map((e: { action: string }) => e.action)).toEqual(['document.reject', 'document.view', 'borrower.view']);
    expect(page.data[2]).toMatchObject({
      actor_id: underwriter.user.id,
      actor_name: 'Priya Shah (underwriter)',
      actor_role: 'underwriter',
      subject_type: 'borrower',
      subject_id: owner.userId,
      borrower_id: owner.userId,
      borrower_name: 'Ada Lovelace',
      ip: '127.0.0.1',
    });
    expect(page.data[0]).toMatchObject({ actor_id: null, actor_name: 'lender command', before: { status: 'pending' }, after: { status: 'rejected' } });

    const byActor = (await get(t.app, `/api/v1/back-office/audit?actor_id=${underwriter.user.id}&action=document.view`, admin.token)).json();
    expect(byActor.data.map((e: { action: string; actor_id: number }) => [e.action, e.actor_id])).toEqual([['document.view', underwriter.user.id]]);
    expect(byActor.first_page_url).toBe(`/api/v1/back-office/audit?actor_id=${underwriter.user.id}&action=document.view&page=1`);
  });

  it('refuses a malformed filter field by field', async () => {
    const response = await get(t.app, '/api/v1/back-office/audit?actor_id=x&action=DROP%20TABLE', admin.token);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['action', 'actor_id']);
  });

  it('is for admins only', async () => {
    const refused = await get(t.app, '/api/v1/back-office/audit.csv', underwriter.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('role_not_allowed');
  });
});

describe('GET /api/v1/back-office/audit.csv', () => {
  it('answers the filtered trail as CSV, one column per recorded field, formulas made inert', async () => {
    const stored = await new AuditEntriesRepository(t.database.db).all({ borrowerId: owner.userId });
    const { headers, rows } = await csv(`?borrower_id=${owner.userId}`);
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toMatch(/^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(rows[0]).toEqual(COLUMNS);
    expect(rows.slice(1).map((row) => row[0])).toEqual(stored.map((entry) => String(entry.id)));
    const view = rows.find((row) => row[5] === 'borrower.view')!;
    expect(Object.fromEntries(COLUMNS.map((column, index) => [column, view[index]]))).toEqual({
      id: expect.any(String),
      occurred_at: stored.find((e) => e.action === 'borrower.view')!.occurredAt,
      actor_id: String(underwriter.user.id),
      actor_name: 'Priya Shah (underwriter)',
      actor_role: 'underwriter',
      action: 'borrower.view',
      subject_type: 'borrower',
      subject_id: String(owner.userId),
      borrower_id: String(owner.userId),
      ip: '127.0.0.1',
      user_agent: expect.any(String),
      before: '',
      after: '',
      detail: '',
    });
    const rejected = rows.find((row) => row[5] === 'document.reject')!;
    expect(rejected[11]).toBe('{"status":"pending"}');
    // A spreadsheet must not run what a cell says: the formula is prefixed with a quote.
    expect(rejected[13]).toBe(`'=HYPERLINK("http://evil.example","click")`);
  });

  it('records the export itself, with the filter and how many rows left', async () => {
    await csv(`?borrower_id=${owner.userId}`);
    const [export_] = await new AuditEntriesRepository(t.database.db).all({ action: 'audit.export', actorId: admin.user.id });
    expect(export_).toMatchObject({ actorName: 'Tomasz Nowak (admin)', subjectType: 'audit', borrowerId: owner.userId, after: { filter: `borrower_id=${owner.userId}`, rows: expect.any(Number) }, ip: '127.0.0.1' });
    const { rows } = await csv('?action=audit.export');
    expect(rows.length - 1).toBeGreaterThanOrEqual(2);
  });
});

describe('the audit trail through the API is read-only', () => {
  it('has no route that changes or deletes an entry', async () => {
    const before = await new AuditEntriesRepository(t.database.db).all({});
    const [entry] = before;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const path of ['/api/v1/back-office/audit', `/api/v1/back-office/audit/${entry.id}`, '/api/v1/back-office/audit.csv']) {
        const response = await send(t.app, method, path, { action: 'nothing.happened', detail: 'rewritten' }, { token: admin.token });
        expect([404, 405], `${method} ${path}`).toContain(response.statusCode);
      }
    }
    const routes = t.routes.filter((route) => String(route.url).startsWith('/api/v1/back-office/audit'));
    expect(routes.flatMap((route) => [route.method].flat()).filter((m) => m !== 'GET' && m !== 'HEAD')).toEqual([]);
    expect(await new AuditEntriesRepository(t.database.db).all({})).toEqual(before);
  });
});
