import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntriesRepository } from '../../../src-server/services/audit/audit-trail';
import type { OutboxMessage } from '../../../src-server/services/outbox/outbox.port';
import { lenderOn } from '../support/lender-harness';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let lender: ReturnType<typeof lenderOn>;
const mail: OutboxMessage[] = [];

beforeAll(async () => {
  t = await createTestApp();
  lender = lenderOn(t, { mail });
});
afterAll(() => t.close());

describe('npm run lender -- staff …', () => {
  it('adds staff members with an e-mailed invitation, lists them, disables one, and the audit trail keeps both changes as the lender command’s', async () => {
    expect((await lender('staff', 'list')).printed).toContain('No staff accounts yet.');

    const added = await lender('staff', 'add', 'priya@kestrel.test', '--role', 'underwriter', '--name', 'Priya Shah');
    expect(added).toEqual({ code: 0, printed: expect.stringMatching(/^Added Priya Shah <priya@kestrel\.test> as underwriter \(staff member \d+\)\. An invitation to choose a password has been e-mailed; it works for 72 hours\.\n$/) });
    expect((await lender('staff', 'add', 'omar@kestrel.test', '--role', 'servicing', '--name', 'Omar Bello Diaz')).code).toBe(0);
    expect(mail.map((m) => [m.to, m.subject, m.purpose])).toEqual([
      ['priya@kestrel.test', 'Your Kestrel Credit back-office account', 'staff-invitation'],
      ['omar@kestrel.test', 'Your Kestrel Credit back-office account', 'staff-invitation'],
    ]);
    expect(mail[0].text).toMatch(/^http:\/\/\S+\/auth\/staff-invitation#token=[A-Za-z0-9]{40}$/m);

    const listed = await lender('staff', 'list');
    expect(listed.printed).toMatch(/Omar Bello Diaz\s+omar@kestrel\.test\s+Servicing and customer care\s+invited\s+off/);
    expect(listed.printed).toMatch(/Priya Shah\s+priya@kestrel\.test\s+Underwriter\s+invited\s+off/);

    t.clock.advance(60_000);
    expect(await lender('staff', 'disable', 'OMAR@kestrel.test')).toEqual({ code: 0, printed: 'Disabled Omar Bello Diaz <omar@kestrel.test>: they cannot sign in, and their sessions have ended.\n' });
    expect((await lender('staff', 'list')).printed).toMatch(new RegExp(`Omar Bello Diaz\\s+omar@kestrel\\.test\\s+Servicing and customer care\\s+disabled ${t.clock.now().toISOString().slice(0, 10)}`));

    const trail = await new AuditEntriesRepository(t.database.db).all({});
    expect(trail.map((entry) => [entry.action, entry.actorName, entry.actorRole, entry.actorId])).toEqual([
      ['staff.disable', 'lender command', 'operator', null],
      ['staff.add', 'lender command', 'operator', null],
      ['staff.add', 'lender command', 'operator', null],
    ]);
    expect(trail[0]).toMatchObject({ subjectType: 'user', after: { disabled_at: t.clock.now().toISOString() } });
    expect(trail[2].after).toEqual({ email: 'priya@kestrel.test', role: 'underwriter', name: 'Priya Shah' });
  });

  it('says what is wrong with what was typed, with the usage', async () => {
    expect(await lender('staff')).toEqual({ code: 2, printed: expect.stringContaining('Say what to do: add, disable or list.') });
    expect(await lender('staff', 'add', 'no-role@kestrel.test', '--name', 'No Role')).toEqual({ code: 2, printed: expect.stringContaining('Give the role (--role)') });
    expect(await lender('staff', 'add', 'not-an-address', '--role', 'admin', '--name', 'Ann Admin')).toEqual({ code: 2, printed: expect.stringContaining('Give a valid e-mail address.') });
    expect(await lender('staff', 'disable', 'nobody@kestrel.test')).toEqual({ code: 2, printed: 'No staff account has the e-mail address nobody@kestrel.test.\n' });
    expect((await lender('staff', 'add', 'not-an-address', '--role', 'admin', '--name', 'Ann Admin')).printed).toContain('Usage: npm run lender -- staff add <email> --role underwriter|servicing|admin --name "First Last"');
  });
});
