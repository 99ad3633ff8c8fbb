import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../src-server/services/outbox/outbox.port';
import { outboxDir } from '../support/account-security';
import { get, registerUser, send } from '../support/http-client';
import { latestMessage, outboxMessages } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';
import { lenderOn } from '../support/lender-harness';

let t: TestApp;
let lender: ReturnType<typeof lenderOn>;
/** What the operator's commands e-mail (the app's own mail goes to its outbox folder). */
const lenderMail: OutboxMessage[] = [];

beforeAll(async () => {
  t = await createTestApp();
  lender = lenderOn(t, { mail: lenderMail });
});
afterAll(() => t.close());

const WORDS = 'I was charged a late fee although I paid on the due date. Please refund it.';

/** A borrower who complained through the feedback form (the clock stands on Sunday 22 November 2026). */
async function complain(message = WORDS) {
  const { token, email } = await registerUser(t.app, { first_name: 'Dana', last_name: 'Demo' });
  const sent = await send(t.app, 'POST', '/api/feedback', { category: 'complaint', message, rating: null }, { token });
  expect(sent.statusCode, sent.body).toBe(201);
  return { token, email, complaint: sent.json().data.complaint as Record<string, unknown> };
}

describe('a complaint sent through the feedback form', () => {
  it('is recorded once, acknowledged at once with its reference and dates', async () => {
    const { token, complaint } = await complain();
    expect(complaint).toMatchObject({ state: 'acknowledged', acknowledge_by: '2026-11-23', summary_resolution_by: '2026-11-25', final_response_by: '2027-01-15' });
    expect(complaint.reference).toMatch(/^CP-\d{6}$/);
    const listed = await get(t.app, '/api/v1/complaints', token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toHaveLength(1);
    expect(listed.json().data[0]).toMatchObject({ reference: complaint.reference, message: WORDS, state: 'acknowledged' });
  });

  it('e-mails the acknowledgement with the reference, the dates and the ombudsman’s details', async () => {
    const { email, complaint } = await complain();
    const mail = await latestMessage(outboxDir(t), email, 'complaint-acknowledged');
    expect(mail.subject).toBe(`We have your complaint (${complaint.reference})`);
    expect(mail.text).toContain('Hello Dana');
    expect(mail.text).toContain('received on 22 November 2026');
    expect(mail.text).toContain('by 15 January 2027, within eight weeks');
    expect(mail.text).toContain('Financial Ombudsman Service: https://www.financial-ombudsman.org.uk, telephone 0800 023 4567');
    expect(mail.text).toContain('within six months');
  });

  it('puts the acknowledgement in the borrower’s messages', async () => {
    const { token, complaint } = await complain();
    const threads = await get(t.app, '/api/v1/messages', token);
    const thread = threads.json().data[0];
    expect(thread.subject).toBe(`We have your complaint (${complaint.reference})`);
    const read = await get(t.app, `/api/v1/messages/${thread.id}`, token);
    expect(JSON.stringify(read.json().data)).toContain('within eight weeks of receiving your complaint');
  });

  it('other feedback does not become a complaint', async () => {
    const { token } = await registerUser(t.app);
    const sent = await send(t.app, 'POST', '/api/feedback', { category: 'praise', message: 'Lovely clear website, thank you.' }, { token });
    expect(sent.json().data.complaint).toBeNull();
    expect((await get(t.app, '/api/v1/complaints', token)).json().data).toEqual([]);
  });

  it('is shown to its owner only: another borrower gets a 404 and an empty list', async () => {
    const { token, complaint } = await complain();
    expect((await get(t.app, `/api/v1/complaints/${complaint.id}`, token)).statusCode).toBe(200);
    const other = await registerUser(t.app);
    const peek = await get(t.app, `/api/v1/complaints/${complaint.id}`, other.token);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain(WORDS);
    expect((await get(t.app, '/api/v1/complaints', other.token)).json().data).toEqual([]);
    expect((await get(t.app, '/api/v1/complaints')).statusCode).toBe(401);
  });
});

describe('the operator works complaints', () => {
  it('lists open complaints oldest first with their due dates', async () => {
    const { complaint } = await complain();
    const { code, printed: out } = await lender('complaints');
    expect(code).toBe(0);
    expect(out).toMatch(new RegExp(`^${complaint.id}\\s+${complaint.reference}\\s+\\S+@\\S+\\s+.*acknowledged\\s+2026-11-25\\s+2027-01-15`, 'm'));
    const ids = [...out.matchAll(/^(\d+)\s+CP-/gm)].map((m) => Number(m[1]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('shows one complaint with what the borrower wrote', async () => {
    const { complaint } = await complain('My direct debit was taken twice this month, please help.');
    const { printed: out } = await lender('complaint', String(complaint.id));
    expect(out).toContain(`Complaint ${complaint.id} (${complaint.reference}): acknowledged`);
    expect(out).toContain('Final response due by: 2027-01-15');
    expect(out).toContain('My direct debit was taken twice this month, please help.');
    expect((await lender('complaint', '999999')).code).toBe(2);
  });

  it('resolves with a final response: e-mail and messages carry the decision and the ombudsman wording; the owner sees it resolved', async () => {
    const { token, email, complaint } = await complain();
    const result = await lender('resolve-complaint', String(complaint.id), '--outcome', 'upheld', '--response', 'You paid on time. We have refunded the £12 late fee to your account.');
    expect(result.code, result.printed).toBe(0);
    expect(result.printed).toContain(`resolved (upheld). The final response has been sent to ${email} and to their messages.`);
    const mail = lenderMail.filter((m) => m.to === email).pop()!;
    expect(mail.subject).toBe(`Our final response to your complaint (${complaint.reference})`);
    expect(mail.text).toContain('we uphold it');
    expect(mail.text).toContain('We have refunded the £12 late fee');
    expect(mail.text).toContain('you must do so within six months of the date of this letter');
    expect(mail.text).toContain('0800 023 4567');
    const shown = (await get(t.app, `/api/v1/complaints/${complaint.id}`, token)).json().data;
    expect(shown).toMatchObject({ state: 'resolved', resolution: 'final_response', outcome: 'upheld' });
    const thread = (await get(t.app, `/api/v1/messages/${complaint.thread_id}`, token)).json().data;
    expect(JSON.stringify(thread)).toContain('This is our final response to your complaint.');
    expect((await lender('complaints')).printed).not.toMatch(new RegExp(`^${complaint.id}\\s`, 'm'));
    const again = await lender('resolve-complaint', String(complaint.id), '--outcome', 'rejected', '--response', 'A second answer that must not be sent.');
    expect(again.code).toBe(2);
    expect(again.printed).toContain('already resolved');
  });

  it('refuses a missing outcome or response, saying what to type', async () => {
    const { complaint } = await complain();
    const noOutcome = await lender('resolve-complaint', String(complaint.id), '--response', 'Something long enough to read.');
    expect(noOutcome.code).toBe(2);
    expect(noOutcome.printed).toContain('--outcome upheld, partly or rejected');
    const short = await lender('resolve-complaint', String(complaint.id), '--outcome', 'upheld', '--response', 'Sorry.');
    expect(short.code).toBe(2);
    expect(short.printed).toContain('at least 20 characters');
  });

  it('sends a summary resolution by the third business day, and refuses one after it', async () => {
    const { email, complaint } = await complain();
    const quick = await lender('resolve-complaint', String(complaint.id), '--outcome', 'upheld', '--response', 'We have corrected the address on your account.', '--summary');
    expect(quick.code, quick.printed).toBe(0);
    const mail = lenderMail.filter((m) => m.to === email).pop()!;
    expect(mail.subject).toBe(`Your complaint is resolved (${complaint.reference})`);
    expect(mail.text).toContain('we now consider your complaint resolved');
    expect(mail.text).toContain('https://www.financial-ombudsman.org.uk');

    const late = await complain();
    const before = outboxMessages(outboxDir(t)).length;
    t.clock.advance(4 * 24 * 60 * 60 * 1000); // Thursday 26 November: the third business day has passed
    try {
      const refused = await lender('resolve-complaint', String(late.complaint.id), '--outcome', 'upheld', '--response', 'We have corrected the address on your account.', '--summary');
      expect(refused.code).toBe(2);
      expect(refused.printed).toContain('The third business day (25 November 2026) has passed: send a final response instead.');
      expect(outboxMessages(outboxDir(t)).length).toBe(before);
    } finally {
      t.clock.advance(-4 * 24 * 60 * 60 * 1000);
    }
  });
});
