import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { aUser, currentPath, findHeading, openApp, waitForPath } from '../support/fake-app';
import { FakeMessageGateway } from '../support/fake-messages';
import { FakeNotificationGateway, aNotification } from '../support/fake-notifications';

const USER = aUser({ id: 7 });

const navigationLink = () => within(screen.getAllByRole('navigation', { name: 'Dashboard' })[0]).getByRole('link', { name: /^Messages/ });

describe('<MessagesPage>', () => {
  it('given no messages yet, when the borrower writes to us, then empty fields are refused in words and a full message is sent and shown as a conversation', async () => {
    const messages = new FakeMessageGateway();
    await openApp('/dashboard/messages', { signedInAs: USER, messages });
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Write to us' }));

    const form = await screen.findByRole('form', { name: 'New message' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Add a subject.')).toBeTruthy();
    expect(within(form).getByText('Write your message.')).toBeTruthy();
    expect(messages.sent).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: 'Changing my payment date' } });
    fireEvent.change(within(form).getByLabelText('Your message'), { target: { value: 'Could my payments move to the 28th?\nThank you' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(currentPath()).toMatch(/^\/dashboard\/messages\/\d+$/));
    expect(messages.sent).toEqual([{ subject: 'Changing my payment date', body: 'Could my payments move to the 28th?\nThank you' }]);
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    expect(screen.getByRole('heading', { level: 1, name: 'Changing my payment date' })).toBeTruthy();
    expect(within(conversation).getByText('You')).toBeTruthy();
    expect(within(conversation).getByText('Sent')).toBeTruthy();
  });

  it('given the server refuses the message, then what the borrower typed stays with the server’s words under the field', async () => {
    const messages = new FakeMessageGateway();
    messages.failNext = new ValidationFailed({ subject: ['Keep the subject to 120 characters or fewer.'] }, 'Keep the subject to 120 characters or fewer.', 422);
    await openApp('/dashboard/messages?new=1', { signedInAs: USER, messages });
    const form = await screen.findByRole('form', { name: 'New message' });
    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: 'A subject' } });
    fireEvent.change(within(form).getByLabelText('Your message'), { target: { value: 'Words I do not want to type again.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(await within(form).findByText('Keep the subject to 120 characters or fewer.')).toBeTruthy();
    expect((within(form).getByLabelText('Subject') as HTMLInputElement).value).toBe('A subject');
    expect((within(form).getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('Words I do not want to type again.');
    expect(currentPath()).toBe('/dashboard/messages?new=1');
  });

  it('lists conversations with their unread tags, and the navigation counts what is unread', async () => {
    const messages = new FakeMessageGateway();
    messages.seed('Changing my payment date', [
      { author: 'borrower', authorName: null, body: 'Could my payments move?', readAt: '2026-11-25T14:00:00.000Z' },
      { author: 'lender', authorName: 'Priya, Customer care', body: 'Yes, we can.', readAt: '2026-11-25T15:00:00.000Z' },
    ]);
    messages.seed('Your new loan documents', [{ author: 'lender', authorName: 'Oliver, Lending team', body: 'Please send a full bank statement.', readAt: null }]);
    await openApp('/dashboard/messages', { signedInAs: USER, messages });

    const section = (await findHeading('Your conversations')).closest('section') as HTMLElement;
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Your new loan documents', 'Changing my payment date']);
    expect(within(items[0]).getByText('1 new')).toBeTruthy();
    expect(within(items[1]).queryByText(/new$/)).toBeNull();
    await waitFor(() => expect(navigationLink().textContent).toBe('Messages1 unread'));
  });
});

describe('<ThreadPage>', () => {
  it('shows the conversation with who wrote what and when, marks it read, and shows the lender’s answer arriving live', async () => {
    const messages = new FakeMessageGateway();
    const thread = messages.seed('Your new loan documents', [{ author: 'lender', authorName: 'Oliver, Lending team', body: 'Please send a full bank statement.', readAt: null }]);
    const { feed } = await openApp(`/dashboard/messages/${thread.id}`, { signedInAs: USER, messages });

    expect(await findHeading('Your new loan documents')).toBeTruthy();
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText('Oliver, Lending team · Kestrel Credit')).toBeTruthy();
    expect(within(conversation).getByText('25 November 2026, 14:07')).toBeTruthy();
    await waitFor(() => expect(navigationLink().textContent).toBe('Messages'));

    messages.answer(thread.id, 'We have it now, thank you.', 'Priya, Customer care');
    await waitFor(() => expect(feed.listening(USER.id)).toBe(1));
    feed.push(USER.id, aNotification({ type: NotificationType.SecureMessageReceived, data: { thread_id: thread.id, subject: thread.subject, author_name: 'Priya, Customer care' } }));
    expect(await within(conversation).findByText('We have it now, thank you.')).toBeTruthy();
    expect(within(conversation).getByText('Priya, Customer care · Kestrel Credit')).toBeTruthy();
  });

  it('given the bell holds news of two conversations, when the borrower opens one, then the bell keeps only the other’s', async () => {
    const messages = new FakeMessageGateway();
    const statement = messages.seed('Statement', [{ author: 'lender', authorName: 'Sam', body: 'It is on its way.', readAt: null }]);
    const documents = messages.seed('Your new loan documents', [{ author: 'lender', authorName: 'Oliver, Lending team', body: 'Please send a full bank statement.', readAt: null }]);
    const news = (threadId: number, subject: string) => aNotification({ type: NotificationType.SecureMessageReceived, data: { thread_id: threadId, subject, author_name: null } });
    const notifications = new FakeNotificationGateway([news(statement.id, 'Statement'), news(documents.id, 'Your new loan documents')]);
    await openApp('/dashboard/messages', { signedInAs: USER, messages, notifications });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 3000 });

    fireEvent.click(await screen.findByRole('link', { name: /Your new loan documents/ }));
    expect(await findHeading('Your new loan documents')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 3000 })).toBeTruthy();
    // The server marked the news read when the conversation was read; the tab asks nothing more of it.
    expect(notifications.calls.filter((call) => call.startsWith('markRead'))).toEqual([]);
  });

  it('sends a reply; once the lender has closed the conversation, says so with the server’s words and keeps the reply', async () => {
    const messages = new FakeMessageGateway();
    const thread = messages.seed('Early settlement', [{ author: 'borrower', authorName: null, body: 'How much to settle?', readAt: null }]);
    await openApp(`/dashboard/messages/${thread.id}`, { signedInAs: USER, messages });
    const reply = await screen.findByRole('form', { name: 'Reply' });

    fireEvent.change(within(reply).getByLabelText('Your reply'), { target: { value: 'It is my car loan.' } });
    fireEvent.click(within(reply).getByRole('button', { name: 'Send reply' }));
    expect(await within(screen.getByRole('list', { name: 'Conversation' })).findByText('It is my car loan.')).toBeTruthy();
    expect((within(reply).getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('');

    messages.threadsById.get(thread.id)!.status = 'closed';
    fireEvent.change(within(reply).getByLabelText('Your reply'), { target: { value: 'And one more thing.' } });
    fireEvent.click(within(reply).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This conversation is closed. Start a new message.')).toBeTruthy();
    expect(await screen.findByText('This conversation is closed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'start a new message' }).getAttribute('href')).toBe('/dashboard/messages?new=1');
  });

  it('given another borrower’s conversation id, then it says it cannot show it and offers the list', async () => {
    await openApp('/dashboard/messages/999', { signedInAs: USER, messages: new FakeMessageGateway() });
    expect(await screen.findByText('We could not show this conversation')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'All messages' }));
    await waitForPath('/dashboard/messages');
  });
});
