import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { MessageService } from '../../../src-server/http/messages/message.service';
import { outboxFromConfig } from '../../../src-server/services/outbox/outbox-from-config';
import { outboxDir } from '../support/account-security';
import { uploadDocument } from '../support/borrower';
import { get, registerUser, send } from '../support/http-client';
import { latestMessage } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
/** The lender's side, as the operator's commands drive it: the same service, the app's notifications and outbox. */
let lender: MessageService;

beforeAll(async () => {
  t = await createTestApp();
  lender = new MessageService({
    db: t.database.db,
    clock: t.clock,
    notify: async (userId, type, data) => void (await t.app.notifications.notify(userId, type, data)),
    outbox: outboxFromConfig(t.config.outbox, t.clock),
    appUrl: t.config.appUrl,
  });
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function borrower() {
  const { token, email } = await registerUser(t.app);
  return { token, email };
}

async function start(token: string, body: Record<string, unknown>) {
  return send(t.app, 'POST', '/api/v1/messages', body, { token });
}

async function unread(token: string): Promise<number> {
  const response = await get(t.app, '/api/v1/messages/unread-count', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.unread;
}

describe('secure messages', () => {
  it('a borrower writes with a document attached and finds the conversation in their list', async () => {
    const { token } = await borrower();
    const payslip = await uploadDocument(t.app, token, 'payslip');
    const started = await start(token, { subject: '  Changing my payment date ', body: 'Could my payments move to the 28th?\n\nThank you', document_ids: [payslip] });

    expect(started.statusCode, started.body).toBe(201);
    const thread = started.json().data;
    expect(thread).toMatchObject({ subject: 'Changing my payment date', status: 'open', created_at: t.clock.now().toISOString(), last_message_at: t.clock.now().toISOString() });
    expect(thread.messages).toEqual([
      {
        id: expect.any(Number),
        author: 'borrower',
        author_name: null,
        body: 'Could my payments move to the 28th?\n\nThank you',
        created_at: t.clock.now().toISOString(),
        read_at: null,
        attachments: [{ document_id: payslip, file_name: 'payslip.pdf', type_name: 'Payslip' }],
      },
    ]);

    const list = (await get(t.app, '/api/v1/messages', token)).json();
    expect(list).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 1, from: 1, to: 1 });
    expect(list.data).toEqual([
      {
        id: thread.id,
        subject: 'Changing my payment date',
        status: 'open',
        unread: 0,
        last_message_at: thread.last_message_at,
        last_message_author: 'borrower',
        preview: 'Could my payments move to the 28th? Thank you',
        message_count: 1,
        created_at: thread.created_at,
      },
    ]);
  });

  it('lists newest activity first, ten a page, with the first 140 characters of the last message', async () => {
    const { token } = await borrower();
    const ids: number[] = [];
    for (let n = 1; n <= 11; n += 1) {
      t.clock.advance(MINUTE);
      ids.push((await start(token, { subject: `Question ${n}`, body: `${'x'.repeat(150)} ${n}` })).json().data.id);
    }
    t.clock.advance(MINUTE);
    expect((await send(t.app, 'POST', `/api/v1/messages/${ids[0]}/reply`, { body: 'One more thing about the first.' }, { token })).statusCode).toBe(201);

    const first = (await get(t.app, '/api/v1/messages', token)).json();
    expect(first).toMatchObject({ total: 11, last_page: 2, next_page_url: '/api/v1/messages?page=2' });
    expect(first.data.map((row: { id: number }) => row.id)).toEqual([ids[0], ...ids.slice(1).reverse()].slice(0, 10));
    expect(first.data[0]).toMatchObject({ preview: 'One more thing about the first.', message_count: 2 });
    expect(first.data[1].preview).toBe('x'.repeat(140));
    const second = (await get(t.app, '/api/v1/messages?page=2', token)).json();
    expect(second.data.map((row: { id: number }) => row.id)).toEqual([ids[1]]);
  });

  it('the lender’s answer raises the unread count and notifies the borrower; reading the conversation marks it read', async () => {
    const { token, email } = await borrower();
    const thread = (await start(token, { subject: 'Statement', body: 'Please send me a statement for last year.' })).json().data;
    expect(await unread(token)).toBe(0);

    t.clock.advance(MINUTE);
    await lender.lenderReply(thread.id, 'Hello, your statement is on its way by post.\nPriya', 'Priya, Customer care');
    expect(await unread(token)).toBe(1);
    const listed = (await get(t.app, '/api/v1/messages', token)).json().data[0];
    expect(listed).toMatchObject({ id: thread.id, unread: 1, last_message_author: 'lender', message_count: 2 });

    const notifications = (await get(t.app, '/api/v1/notifications/unread-notifications', token)).json().data;
    expect(notifications).toContainEqual(
      expect.objectContaining({ type: NotificationType.SecureMessageReceived, data: expect.objectContaining({ thread_id: thread.id, subject: 'Statement', author_name: 'Priya, Customer care' }) }),
    );
    // The e-mail says a message waits and where; never what it says (e-mail is not secure).
    const mail = await latestMessage(outboxDir(t), email, 'secure-message-received');
    expect(mail.subject).toBe('New message from Kestrel Credit');
    expect(mail.text).toContain(`${t.config.appUrl}/dashboard/messages/${thread.id}`);
    expect(mail.text).not.toContain('statement is on its way');

    t.clock.advance(MINUTE);
    const read = (await get(t.app, `/api/v1/messages/${thread.id}`, token)).json().data;
    expect(read.messages.map((m: { author: string; author_name: string | null; read_at: string | null }) => [m.author, m.author_name, m.read_at])).toEqual([
      ['borrower', null, new Date(t.clock.now().getTime() - MINUTE).toISOString()],
      ['lender', 'Priya, Customer care', t.clock.now().toISOString()],
    ]);
    expect(read.messages[1].body).toBe('Hello, your statement is on its way by post.\nPriya');
    expect(await unread(token)).toBe(0);
    expect((await get(t.app, '/api/v1/messages', token)).json().data[0].unread).toBe(0);
  });

  it('reading a conversation settles the bell’s news of it, and only of it', async () => {
    const { token } = await borrower();
    const first = (await start(token, { subject: 'Payment date', body: 'Could my payments move to the 28th?' })).json().data;
    const second = (await start(token, { subject: 'Statement', body: 'Please send me a statement.' })).json().data;
    await lender.lenderReply(first.id, 'Yes, from next month.', 'Priya');
    await lender.lenderReply(first.id, 'The new schedule is in your loan page.', 'Priya');
    await lender.lenderReply(second.id, 'It is on its way.', 'Sam');
    const bell = async () =>
      ((await get(t.app, '/api/v1/notifications/unread-notifications', token)).json().data as { type: string; data: { thread_id: number } }[])
        .filter((n) => n.type === NotificationType.SecureMessageReceived)
        .map((n) => n.data.thread_id);
    expect((await bell()).sort()).toEqual([first.id, first.id, second.id].sort());

    expect((await get(t.app, `/api/v1/messages/${first.id}`, token)).statusCode).toBe(200);
    expect(await bell()).toEqual([second.id]);
  });

  it('a reply is added to the conversation; a closed conversation refuses one with 409', async () => {
    const { token } = await borrower();
    const thread = (await start(token, { subject: 'Early settlement', body: 'How much to settle today?' })).json().data;
    t.clock.advance(MINUTE);
    const replied = await send(t.app, 'POST', `/api/v1/messages/${thread.id}/reply`, { body: 'It is loan KC-000012.' }, { token });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json().data).toMatchObject({ author: 'borrower', body: 'It is loan KC-000012.', attachments: [], read_at: null });
    expect((await get(t.app, `/api/v1/messages/${thread.id}`, token)).json().data.messages.map((m: { body: string }) => m.body)).toEqual([
      'How much to settle today?',
      'It is loan KC-000012.',
    ]);

    await lender.close(thread.id);
    const refused = await send(t.app, 'POST', `/api/v1/messages/${thread.id}/reply`, { body: 'And one more question.' }, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This conversation is closed. Start a new message.' });
    const after = (await get(t.app, `/api/v1/messages/${thread.id}`, token)).json().data;
    expect(after).toMatchObject({ status: 'closed' });
    expect(after.messages).toHaveLength(2);
    await expect(lender.lenderReply(thread.id, 'Too late', null)).rejects.toThrow('is closed');
  });

  it('refuses a message without a subject or words, too long, or with more than five documents, field by field', async () => {
    const { token } = await borrower();
    const empty = await start(token, { subject: ' ', body: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ message: 'Add a subject. (and 1 more error)', errors: { subject: ['Add a subject.'], body: ['Write your message.'] } });

    const long = await start(token, { subject: 's'.repeat(121), body: 'b'.repeat(5001), document_ids: [1, 2, 3, 4, 5, 6] });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      subject: ['Keep the subject to 120 characters or fewer.'],
      body: ['Keep your message to 5000 characters or fewer.'],
      document_ids: ['Attach at most 5 documents.'],
    });
    expect((await send(t.app, 'POST', '/api/v1/messages', { subject: 'Hi', body: 'Hello', colour: 'red' }, { token })).json().errors).toEqual({ colour: ['Colour is not an accepted field.'] });

    const thread = (await start(token, { subject: 'Fine', body: 'A real question.' })).json().data;
    const blank = await send(t.app, 'POST', `/api/v1/messages/${thread.id}/reply`, { body: '   ' }, { token });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ body: ['Write your message.'] });
    expect((await get(t.app, '/api/v1/messages', token)).json().total).toBe(1);
  });

  it('refuses another borrower’s documents, and keeps nothing of the refused message', async () => {
    const owner = await borrower();
    const theirs = await uploadDocument(t.app, owner.token, 'bank-statement');
    const intruder = await borrower();
    const mine = await uploadDocument(t.app, intruder.token, 'payslip');

    const refused = await start(intruder.token, { subject: 'Look', body: 'See attached.', document_ids: [mine, theirs] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ document_ids: ['Choose documents from your own list.'] });
    expect((await get(t.app, '/api/v1/messages', intruder.token)).json().total).toBe(0);

    const thread = (await start(intruder.token, { subject: 'Look', body: 'See attached.', document_ids: [mine] })).json().data;
    const reply = await send(t.app, 'POST', `/api/v1/messages/${thread.id}/reply`, { body: 'And this.', document_ids: [theirs] }, { token: intruder.token });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors).toEqual({ document_ids: ['Choose documents from your own list.'] });
    expect((await get(t.app, `/api/v1/messages/${thread.id}`, intruder.token)).json().data.messages).toHaveLength(1);
  });

  it('answers the unread count on its own route (not taken for a conversation id), and only to a signed-in borrower', async () => {
    const { token } = await borrower();
    expect((await get(t.app, '/api/v1/messages/unread-count', token)).json()).toEqual({ data: { unread: 0 } });
    for (const url of ['/api/v1/messages', '/api/v1/messages/unread-count', '/api/v1/messages/1']) {
      expect((await get(t.app, url)).statusCode).toBe(401);
    }
    expect((await send(t.app, 'POST', '/api/v1/messages', { subject: 'Hi', body: 'Hello' })).statusCode).toBe(401);
  });
});

describe('secure messages ownership (IDOR matrix)', () => {
  const ID_ROUTES = [
    { method: 'GET', path: '/api/v1/messages/{id}' },
    { method: 'POST', path: '/api/v1/messages/{id}/reply' },
  ] as const;
  const kinds = ['another borrower’s id', 'an id that does not exist', 'a malformed id', 'a negative id', 'an id with a suffix'] as const;
  let owner: { token: string };
  let intruder: { token: string };
  let ownerThread: number;
  let intruderThread: number;
  let ownerView: string;

  const call = (method: 'GET' | 'POST', url: string, token: string) =>
    method === 'GET' ? get(t.app, url, token) : send(t.app, method, url, { body: 'Is this mine?' }, { token });

  beforeAll(async () => {
    owner = await borrower();
    intruder = await borrower();
    ownerThread = (await start(owner.token, { subject: 'Private', body: 'My account number is 41920736.' })).json().data.id;
    intruderThread = (await start(intruder.token, { subject: 'Mine', body: 'Hello.' })).json().data.id;
    await lender.lenderReply(ownerThread, 'Thank you, noted.', null);
    ownerView = (await get(t.app, '/api/v1/messages', owner.token)).body;
  });

  it.each(ID_ROUTES.flatMap((route) => kinds.map((kind) => ({ ...route, kind }))))('$method $path with $kind is 404 and leaks nothing', async ({ method, path, kind }) => {
    const id = {
      'another borrower’s id': String(ownerThread),
      'an id that does not exist': '999999',
      'a malformed id': 'abc',
      'a negative id': '-1',
      'an id with a suffix': `${ownerThread}.0`,
    }[kind];
    const response = await call(method, path.replace('{id}', id), intruder.token);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found.' });
  });

  it('the owner’s conversation is unchanged (still unread, no reply added) and absent from the intruder’s list', async () => {
    expect((await get(t.app, '/api/v1/messages', owner.token)).body).toBe(ownerView);
    expect(await unread(owner.token)).toBe(1);
    expect((await get(t.app, '/api/v1/messages', intruder.token)).json().data.map((row: { id: number }) => row.id)).toEqual([intruderThread]);
  });

  it('the same routes with the caller’s own id succeed (the matrix is not passing by refusing everyone)', async () => {
    for (const route of ID_ROUTES) {
      const response = await call(route.method, route.path.replace('{id}', String(intruderThread)), intruder.token);
      expect(response.statusCode, `${route.method} ${route.path}: ${response.body}`).toBe(route.method === 'GET' ? 200 : 201);
    }
  });
});
