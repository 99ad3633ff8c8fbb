import { Button, H1, Spinner, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, LockIcon, PaperclipIcon, SendMessageIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BODY_MAX, type MessageThread } from '../../src-domain/messages/message.entity';
import { THREAD_READ } from '../app/live-news';
import { useFeatureStore, useStores } from '../app/stores.context';
import { LinkButton } from '../shared/link-button';
import { usePageTitle } from '../shared/page-title';
import { TextAreaField } from '../shared/text-area-field';
import { AttachmentList, AttachmentPicker, authorOf, FormProblem, TimeText } from './message-parts';
import { submitHandler } from '../shared/submit-handler';
import { MessagesStore } from './messages.store';
import { UnreadMessagesStore } from './unread-messages.store';
import { EmptyState } from '../shared/empty-state';
import { TitledCallout } from '../shared/titled-callout';

const FIELDS = ['body', 'document_ids'] as const;

/** /dashboard/messages/{id}: one conversation as a thread, and a reply box while it is open. */
export const ThreadPage = observer(function ThreadPage() {
  const store = useFeatureStore(MessagesStore);
  const unread = useFeatureStore(UnreadMessagesStore);
  const { news } = useStores();
  const { id } = useParams();
  const threadId = Number(id);
  useEffect(() => {
    void store.openThread(threadId);
  }, [store, threadId]);
  const thread = store.thread.value?.id === threadId ? store.thread.value : null;
  usePageTitle(thread?.subject ?? 'Message');
  // Each reading (the first, and each live arrival) marks the lender's messages and their news read:
  // the navigation's count and the bell follow.
  const shown = thread?.messages.length ?? 0;
  useEffect(() => {
    if (shown === 0) return;
    void unread.refresh();
    news.announce(THREAD_READ, { thread_id: threadId });
  }, [shown, unread, news, threadId]);

  if (store.thread.error && !thread) {
    return (
      <EmptyState
        title="We could not show this conversation"
        description={store.thread.error}
        action={<LinkButton to="/dashboard/messages">All messages</LinkButton>}
      />
    );
  }
  if (!thread) {
    return (
      <div className="messages-page__loading">
        <Spinner size={32} aria-label="Loading the conversation" />
      </div>
    );
  }
  return (
    <div className="messages-page">
      <LinkButton to="/dashboard/messages" variant="minimal" icon={<ArrowLeftIcon />} className="messages-page__back">
        All messages
      </LinkButton>
      <header className="dashboard__header messages-page__header">
        <div>
          <H1 className="dashboard__title messages-page__subject">
            {thread.subject} {thread.status === 'closed' && <Tag round minimal>Closed</Tag>}
          </H1>
          <p className="muted">
            Started <TimeText at={thread.createdAt} />
          </p>
        </div>
      </header>
      <Conversation thread={thread} store={store} />
      {thread.status === 'closed' ? (
        <TitledCallout icon={<LockIcon />} title="This conversation is closed" className="message-closed">
          You can still read it. To ask us something new, <Link to="/dashboard/messages?new=1">start a new message</Link>.
        </TitledCallout>
      ) : (
        <ReplyBox store={store} />
      )}
    </div>
  );
});
ThreadPage.displayName = 'ThreadPage';

/** Props of {@link Conversation}. */
interface ConversationProps {
  thread: MessageThread;
  store: MessagesStore;
}

/** The messages oldest first: the borrower's on one side, the lender's on the other, each with its time and documents. */
const Conversation = observer(function Conversation({ thread, store }: ConversationProps) {
  return (
    <ol className="message-list" aria-label="Conversation">
      {thread.messages.map((message) => (
        <li key={message.id} className={`message message--${message.author}`}>
          <article className="message__card">
            <header className="message__head">
              <span className="message__author">{authorOf(message)}</span>
              <TimeText at={message.createdAt} className="message__time" />
            </header>
            <div className="message__body">{message.body}</div>
            <AttachmentList attachments={message.attachments} onDownload={(a) => void store.download(a.documentId, a.fileName)} />
            {message.author === 'borrower' && <p className="message__status">{message.readAt ? 'Read by our team' : 'Sent'}</p>}
          </article>
        </li>
      ))}
    </ol>
  );
});
Conversation.displayName = 'Conversation';

/** Props of {@link ReplyBox}. */
interface ReplyBoxProps {
  store: MessagesStore;
}

/** The reply: the text, documents behind a button, the send; a refused send keeps it all. */
const ReplyBox = observer(function ReplyBox({ store }: ReplyBoxProps) {
  const { form, submission, attachments } = store.reply;
  const [attaching, setAttaching] = useState(false);
  const errors = submission.fieldErrors;
  const pending = submission.pending;
  const onSubmit = submitHandler(form, submission, (values) => {
    void store.sendReply(values).then((sent) => sent && setAttaching(false));
  });
  return (
    <section className="message-reply" aria-labelledby="reply-title">
      <h2 id="reply-title" className="message-reply__title">
        Reply
      </h2>
      <form noValidate aria-labelledby="reply-title" onSubmit={onSubmit}>
        <FormProblem submission={submission} fields={FIELDS} />
        <TextAreaField form={form} name="body" label="Your reply" rows={5} maxLength={BODY_MAX} serverErrors={errors} disabled={pending} />
        {attaching || errors.document_ids ? (
          <AttachmentPicker store={store} choice={attachments} error={errors.document_ids?.[0]} disabled={pending} />
        ) : null}
        <div className="message-form__actions">
          <Button type="submit" intent="primary" size="large" icon={<SendMessageIcon />} loading={pending}>
            Send reply
          </Button>
          {!attaching && (
            <Button variant="minimal" size="large" icon={<PaperclipIcon />} onClick={() => setAttaching(true)} disabled={pending}>
              Attach documents
            </Button>
          )}
        </div>
      </form>
    </section>
  );
});
ReplyBox.displayName = 'ReplyBox';
