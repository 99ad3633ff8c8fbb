import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListDocuments } from '../../src-domain/documents/documents.use-cases';
import { ListThreads, ReadThread, Reply, StartThread, UnreadMessageCount } from '../../src-domain/messages/messages.use-cases';
import { Conflict, NotFound, ValidationFailed } from '../../src-domain/shared/errors';
import { MessageService } from '../../src-server/http/messages/message.service';
import { DEMO_THREADS } from '../../src-server/seed/demo-messages.seed';
import { SEEDED_SERVER_START_MS, startSeededServer, type SeededServer } from './support/seeded-server';

/**
 * The secure-message use-cases, through the real HTTP policy and got, against the real server with
 * the demo borrower `npm start` seeds; the lender's side is the server's own message service (what
 * the operator's `reply` and `close-thread` run).
 */
let seeded: SeededServer;
let lender: MessageService;

beforeAll(async () => {
  seeded = await startSeededServer('messages-contract');
  const { server } = seeded;
  lender = new MessageService({ db: server.database.db, clock: { now: () => new Date() }, notify: async (userId, type, data) => void (await server.app.notifications.notify(userId, type, data)) });
}, SEEDED_SERVER_START_MS);
afterAll(() => seeded?.close());

const signedInDemo = () => seeded.signedInDemo();

describe('secure messages over the wire', { timeout: 30_000 }, () => {
  it('lists the demo conversations, reads the unread one, writes a new one with a document, replies, and reads the lender’s answer', async () => {
    const demo = await signedInDemo();
    const listed = await demo.get(ListThreads).execute({ page: 1 });
    expect(listed.items.map((t) => [t.subject, t.unread])).toEqual([
      [DEMO_THREADS.unread, 1],
      [DEMO_THREADS.answered, 0],
    ]);
    expect(await demo.get(UnreadMessageCount).execute()).toBe(1);
    const unread = await demo.get(ReadThread).execute(listed.items[0].id);
    expect(unread.messages).toEqual([expect.objectContaining({ author: 'lender', authorName: 'Oliver, Lending team', readAt: expect.any(String), attachments: [] })]);
    expect(await demo.get(UnreadMessageCount).execute()).toBe(0);

    const statement = (await demo.get(ListDocuments).execute({ page: 1, filters: { type: 'bank-statement', status: 'approved' } })).items[0];
    const started = await demo.get(StartThread).execute({ subject: 'My new bank statement', body: 'Here is the whole of last month.', document_ids: [statement.id] });
    expect(started).toMatchObject({ subject: 'My new bank statement', status: 'open', messages: [{ author: 'borrower', authorName: null, body: 'Here is the whole of last month.', readAt: null }] });
    expect(started.messages[0].attachments).toEqual([{ documentId: statement.id, fileName: statement.fileName, typeName: statement.typeName }]);

    const reply = await demo.get(Reply).execute({ threadId: started.id, message: { body: 'Sent from my phone, sorry for the file name.' } });
    expect(reply).toMatchObject({ author: 'borrower', body: 'Sent from my phone, sorry for the file name.' });

    await lender.lenderReply(started.id, 'Thank you Dana, that is all we need.', 'Oliver, Lending team');
    expect(await demo.get(UnreadMessageCount).execute()).toBe(1);
    expect((await demo.get(ListThreads).execute({ page: 1 })).items[0]).toMatchObject({ id: started.id, unread: 1, lastAuthor: 'lender', messageCount: 3, preview: 'Thank you Dana, that is all we need.' });
    const answered = await demo.get(ReadThread).execute(started.id);
    expect(answered.messages.map((m) => [m.author, m.authorName])).toEqual([
      ['borrower', null],
      ['borrower', null],
      ['lender', 'Oliver, Lending team'],
    ]);
    expect(await demo.get(UnreadMessageCount).execute()).toBe(0);
  });

  it('reads each refusal as its domain error: a bad message before it leaves, someone else’s document, a closed conversation, no such conversation', async () => {
    const demo = await signedInDemo();
    const empty = await demo.get(StartThread).execute({ subject: '', body: ' ' }).catch((e: unknown) => e);
    expect(empty).toBeInstanceOf(ValidationFailed);
    expect((empty as ValidationFailed).fields).toEqual({ subject: ['Add a subject.'], body: ['Write your message.'] });
    expect((empty as ValidationFailed).status).toBeUndefined();

    const notMine = await demo.get(StartThread).execute({ subject: 'Hello', body: 'See attached.', document_ids: [999_999] }).catch((e: unknown) => e);
    expect(notMine).toBeInstanceOf(ValidationFailed);
    expect((notMine as ValidationFailed).fields).toEqual({ document_ids: ['Choose documents from your own list.'] });

    const thread = await demo.get(StartThread).execute({ subject: 'Closing soon', body: 'Just checking.' });
    await lender.close(thread.id);
    const closed = await demo.get(Reply).execute({ threadId: thread.id, message: { body: 'One more thing.' } }).catch((e: unknown) => e);
    expect(closed).toBeInstanceOf(Conflict);
    expect((closed as Conflict).message).toBe('This conversation is closed. Start a new message.');
    await expect(demo.get(ReadThread).execute(999_999)).rejects.toBeInstanceOf(NotFound);
  });
});
