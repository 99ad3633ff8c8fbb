import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BORROWER, seedDemoBorrower } from '../../../src-server/seed/demo-borrower.seed';
import { DEMO_THREADS } from '../../../src-server/seed/demo-messages.seed';
import { FilesystemDocumentStorage } from '../../../src-server/services/filesystem-document.storage';
import { PasswordService } from '../../../src-server/services/password.service';
import { get, send } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoBorrower(t.database, new PasswordService({ ln: 12, r: 8, p: 1 }), new FilesystemDocumentStorage(t.config.uploadDir), t.clock);
  token = (await send(t.app, 'POST', '/api/login', { email: DEMO_BORROWER.email, password: DEMO_BORROWER.password })).json().data.token;
});
afterAll(() => t.close());

describe('the demo borrower’s secure messages', () => {
  it('has an unread message from the lending team above a question Priya answered', async () => {
    const list = (await get(t.app, '/api/v1/messages', token)).json();
    expect(list.data.map((row: { subject: string; unread: number; message_count: number; last_message_author: string }) => [row.subject, row.unread, row.message_count, row.last_message_author])).toEqual([
      [DEMO_THREADS.unread, 1, 1, 'lender'],
      [DEMO_THREADS.answered, 0, 2, 'lender'],
    ]);
    expect((await get(t.app, '/api/v1/messages/unread-count', token)).json().data.unread).toBe(1);

    const answered = (await get(t.app, `/api/v1/messages/${list.data[1].id}`, token)).json().data;
    expect(answered.messages.map((m: { author: string; author_name: string | null }) => [m.author, m.author_name])).toEqual([
      ['borrower', null],
      ['lender', 'Priya, Customer care'],
    ]);
    expect(answered.messages[0].attachments).toEqual([expect.objectContaining({ type_name: 'Payslip' })]);
    expect(answered.messages.every((m: { read_at: string | null }) => m.read_at !== null)).toBe(true);
  });
});
