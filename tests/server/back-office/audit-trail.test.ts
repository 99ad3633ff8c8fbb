import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit, AuditEntriesRepository, OPERATOR, type StaffActor } from '../../../src-server/services/audit/audit-trail';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PRIYA: StaffActor = { kind: 'staff', id: 7, name: 'Priya Shah', role: 'underwriter', ip: '203.0.113.9', userAgent: 'Firefox on Windows' };

describe('the audit trail', () => {
  it('keeps who did what to whose file, newest first, with the change before and after', async () => {
    const at = t.clock.now();
    await appendAudit(t.database.db, PRIYA, { action: 'request.approve', subjectType: 'loan_request', subjectId: 12, borrowerId: 3, before: { status: 'pending' }, after: { status: 'offered' } }, at);
    await appendAudit(t.database.db, OPERATOR, { action: 'staff.add', subjectType: 'user', subjectId: 7, borrowerId: null, detail: 'priya@kestrel.test as underwriter' }, new Date(at.getTime() + 1000));

    const { rows, total } = await new AuditEntriesRepository(t.database.db).page({}, 1, 50);
    expect(total).toBe(2);
    expect(rows.map((entry) => entry.action)).toEqual(['staff.add', 'request.approve']);
    expect(rows[0]).toMatchObject({ actorId: null, actorName: 'lender command', actorRole: 'operator', ip: null, before: null, detail: 'priya@kestrel.test as underwriter' });
    expect(rows[1]).toMatchObject({
      occurredAt: at.toISOString(),
      actorId: 7,
      actorName: 'Priya Shah (underwriter)',
      actorRole: 'underwriter',
      subjectType: 'loan_request',
      subjectId: 12,
      borrowerId: 3,
      ip: '203.0.113.9',
      userAgent: 'Firefox on Windows',
      before: { status: 'pending' },
      after: { status: 'offered' },
    });
  });

  it('filters by actor, borrower and action, and pages', async () => {
    const repository = new AuditEntriesRepository(t.database.db);
    for (let i = 0; i < 3; i += 1) {
      await appendAudit(t.database.db, { ...PRIYA, id: 99 }, { action: 'borrower.view', subjectType: 'user', subjectId: 40, borrowerId: 40 }, new Date(t.clock.now().getTime() + 10_000 + i));
    }
    expect((await repository.page({ actorId: 99 }, 1, 50)).total).toBe(3);
    expect((await repository.page({ borrowerId: 3 }, 1, 50)).rows.map((entry) => entry.action)).toEqual(['request.approve']);
    expect((await repository.page({ action: 'staff.add' }, 1, 50)).rows).toHaveLength(1);
    const second = await repository.page({ actorId: 99 }, 2, 2);
    expect(second).toMatchObject({ total: 3, rows: [expect.objectContaining({ actorId: 99 })] });
    expect((await repository.all({ actorId: 99, action: 'borrower.view' })).length).toBe(3);
  });

  it('is append-only: the database itself refuses to change or remove an entry', async () => {
    const db = t.database.db;
    await expect(db.updateTable('audit_entries').set({ actor_name: 'someone else' }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_entries').execute()).rejects.toThrow(/append-only/);
    if (t.database.dialect === 'postgres') await expect(sql`truncate audit_entries`.execute(db)).rejects.toThrow(/append-only/);
    expect((await new AuditEntriesRepository(db).all({})).length).toBe(5);
    expect((await new AuditEntriesRepository(db).all({ actorId: 7 }))[0].actorName).toBe('Priya Shah (underwriter)');
  });
});
