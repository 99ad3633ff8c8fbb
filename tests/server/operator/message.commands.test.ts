import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import type { OutboxMessage } from '../../../src-server/services/outbox/outbox.port';
import { uploadDocument } from '../support/borrower';
import { get, registerUser, send } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { lenderOn } from '../support/lender-harness';

let t: TestApp;
let lender: ReturnType<typeof lenderOn>;
const mail: OutboxMessage[] = [];

beforeAll(async () => {
  t = await createTestApp();
  lender = lenderOn(t, { mail });
});
afterAll(() => t.close());

/** A borrower who wrote to the lender; returns their token, e-mail and the conversation's id. */
async function question(subject: string, body: string, attach = false) {
  const { token, email } = await registerUser(t.app, { first_name: 'Dana', last_name: 'Demo' });
  const document_ids = attach ? [await uploadDocument(t.app, token, 'payslip')] : undefined;
  const response = await send(t.app, 'POST', '/api/v1/messages', { subject, body, document_ids }, { token });
  expect(response.statusCode, response.body).toBe(201);
  return { token, email, id: response.json().data.id as number };
}

describe('npm run lender -- <message command>', () => {
  it('lists the conversations waiting for an answer, prints one, answers it (the borrower is told, the e-mail keeps the words out) and closes it', async () => {
    const { token, email, id } = await question('Changing my payment date', 'Could my payments move to the 28th?\nThank you, Dana', true);

    const waiting = await lender('messages');
    expect(waiting.code).toBe(0);
    expect(waiting.printed).toMatch(new RegExp(`^${id}\\s+Dana Demo\\s+Changing my payment date\\s+open\\s+1\\s+borrower\\s+22 November 2026, 10:00$`, 'm'));

    const shown = await lender('thread', String(id));
    expect(shown.code).toBe(0);
    expect(shown.printed).toContain(`Conversation ${id}: Changing my payment date (open)`);
    expect(shown.printed).toContain(`With Dana Demo <${email}>`);
    expect(shown.printed).toContain('— Dana Demo, 22 November 2026, 10:00 (new)\n  Could my payments move to the 28th?\n  Thank you, Dana\n');
    expect(shown.printed).toMatch(/\[attached: document \d+, Payslip, payslip\.pdf\]/);
    // Read by the lender now: not new any more.
    expect((await get(t.app, `/api/v1/messages/${id}`, token)).json().data.messages[0].read_at).toBe(t.clock.now().toISOString());
    expect((await lender('thread', String(id))).printed).toContain('— Dana Demo, 22 November 2026, 10:00\n');

    t.clock.advance(3_600_000);
    const replied = await lender('reply', String(id), '--message', 'Hello Dana, yes: from your next payment.', '--from', 'Priya, Customer care');
    expect(replied).toEqual({ code: 0, printed: expect.stringContaining(`Replied in conversation ${id}`) });
    expect((await get(t.app, '/api/v1/messages/unread-count', token)).json()).toEqual({ data: { unread: 1 } });
    const notifications = (await get(t.app, '/api/v1/notifications/unread-notifications', token)).json().data;
    expect(notifications[0]).toMatchObject({ type: NotificationType.SecureMessageReceived, data: { thread_id: id, subject: 'Changing my payment date', author_name: 'Priya, Customer care' } });
    const sent = mail.filter((m) => m.to === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'mail', subject: 'New message from Kestrel Credit', purpose: 'secure-message-received' });
    expect(sent[0].text).toContain(`${t.config.appUrl}/dashboard/messages/${id}`);
    expect(sent[0].text).not.toContain('from your next payment');

    // Answered: no longer waiting, still listed with --all.
    expect((await lender('messages')).printed).not.toMatch(new RegExp(`^${id}\\s`, 'm'));
    expect((await lender('messages', '--all')).printed).toMatch(new RegExp(`^${id}\\s+Dana Demo\\s+Changing my payment date\\s+open\\s+2\\s+us\\s`, 'm'));
    expect((await lender('thread', String(id))).printed).toContain('— Priya, Customer care (us), 22 November 2026, 11:00 (not read yet)\n  Hello Dana, yes: from your next payment.\n');

    expect(await lender('close-thread', String(id))).toEqual({ code: 0, printed: `Conversation ${id} (Changing my payment date) closed.\n` });
    const reply = await send(t.app, 'POST', `/api/v1/messages/${id}/reply`, { body: 'Thanks!' }, { token });
    expect(reply.statusCode).toBe(409);
    expect(await lender('reply', String(id), '--message', 'One more thing')).toEqual({ code: 2, printed: `Conversation ${id} is closed.\n` });
  });

  it('answers a mistake in words with exit code 2', async () => {
    const { id } = await question('Statement', 'Please send one.');
    expect(await lender('reply', String(id))).toMatchObject({ code: 2, printed: expect.stringContaining('Write the answer with --message') });
    expect(await lender('reply', String(id), '--message', 'x'.repeat(5001))).toMatchObject({ code: 2, printed: expect.stringContaining('Keep your message to 5000 characters or fewer.') });
    expect(await lender('reply', String(id), '--message', 'Hi', '--from', 'n'.repeat(81))).toMatchObject({ code: 2, printed: expect.stringContaining('Keep the name to 80 characters or fewer.') });
    expect(await lender('thread', 'twelve')).toMatchObject({ code: 2, printed: expect.stringContaining('Give the thread id as a whole number') });
    expect(await lender('thread', '999999')).toEqual({ code: 2, printed: 'There is no conversation 999999.\n' });
    expect(await lender('close-thread', '999999')).toEqual({ code: 2, printed: 'There is no conversation 999999.\n' });
    expect(await lender('close-thread', String(id))).toMatchObject({ code: 0 });
    expect(await lender('close-thread', String(id))).toEqual({ code: 2, printed: `Conversation ${id} is already closed.\n` });
  });
});
