import type { AppDatabase } from '../db/database.factory';
import { DocumentsRepository } from '../db/documents/documents.repository';
import { MessagesRepository } from '../db/messages/messages.repository';
import type { Clock } from '../services/clock.port';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The subjects of the demo borrower's two conversations. */
export const DEMO_THREADS = { answered: 'Changing my payment date', unread: 'Your new loan documents' } as const;

/**
 * The demo borrower's secure messages, so the messages pages show something true: a question about
 * the payment date (with her payslip attached) answered by Priya in customer care, both read; and a
 * message from the lending team about the request under review, not read yet.
 */
export async function seedDemoMessages(database: AppDatabase, userId: number, clock: Clock): Promise<void> {
  const messages = new MessagesRepository(database.db);
  const now = clock.now().getTime();
  const at = (daysAgo: number, hour: number, minute: number) => {
    const day = new Date(now - daysAgo * DAY_MS);
    return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute));
  };

  const payslip = (await new DocumentsRepository(database.db).page(userId, { type: 'payslip', status: 'approved' }, 1, 1, clock.now())).items[0];
  const asked = at(12, 9, 40);
  const { threadId } = await messages.startThread(
    userId,
    DEMO_THREADS.answered,
    {
      author: 'borrower',
      authorName: null,
      body: 'Hello,\n\nFrom January the Trust will pay us on the last working day of the month instead of the 5th. Could my car loan payments move to the end of the month too, so they go out after my pay arrives?\n\nI have attached my latest payslip.\n\nThank you,\nDana',
      documentIds: payslip ? [payslip.id] : [],
    },
    asked,
  );
  const answered = at(11, 14, 5);
  await messages.markRead(threadId, 'borrower', new Date(answered.getTime() - HOUR_MS));
  await messages.addMessage(
    {
      threadId,
      author: 'lender',
      authorName: 'Priya, Customer care',
      body: 'Hello Dana,\n\nThank you for letting us know. Yes, we can move your payments to the last working day of each month from January. Your monthly payment stays the same; the first payment on the new date comes a little later, so a few pence more interest is added to your final payment.\n\nIf you would like us to go ahead, just reply here and we will send you the new schedule.\n\nPriya',
      documentIds: [],
    },
    answered,
  );
  await messages.markRead(threadId, 'lender', at(11, 18, 30));

  const written = at(1, 10, 15);
  await messages.startThread(
    userId,
    DEMO_THREADS.unread,
    {
      author: 'lender',
      authorName: 'Oliver, Lending team',
      body: 'Hello Dana,\n\nWe are looking at your request for a home improvement loan. To finish our checks we need a bank statement that shows the whole of last month: the one you sent before had the first page only.\n\nYou can add it on your documents page. Reply here if you have any questions.\n\nOliver',
      documentIds: [],
    },
    written,
  );
}
