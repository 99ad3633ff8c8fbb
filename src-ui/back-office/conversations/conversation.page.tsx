import { Button, Callout, Card, Elevation, Tag, TextArea } from '@blueprintjs/core';
import { ArrowLeftIcon, SendMessageIcon, TickIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { STAFF_REPLY_MAX } from '../../../src-domain/back-office/back-office-actions.dto';
import { can } from '../../../src-domain/back-office/staff-role';
import { useStores } from '../../app/stores.context';
import { PageLoading } from '../../shared/page-loading';
import { usePageTitle } from '../../shared/page-title';
import { TitledCallout } from '../../shared/titled-callout';
import { useBackOfficeStores } from '../back-office-stores.context';
import { borrowerFilePath } from '../queues/borrower-link';
import { formatInstant } from '../queues/queue-formatting';

/** One conversation: the thread, a reply (kept on an error), and closing it. */
export const ConversationPage = observer(function ConversationPage() {
  const { id } = useParams();
  const conversationId = Number(id);
  const { notifier, auth } = useStores();
  const role = auth.user?.staffRole ?? null;
  // The server refuses the rest anyway; the page offers only what the role may do.
  const mayAnswer = role !== null && can(role, 'conversations.answer');
  const { conversation: store } = useBackOfficeStores();
  const replyId = useId();
  const conversation = store.conversation;
  usePageTitle(conversation?.subject ?? 'Conversation');

  useEffect(() => void store.open(conversationId), [store, conversationId]);

  if (!conversation) {
    if (store.loadError) {
      return (
        <TitledCallout intent="danger" title="This conversation could not be opened">
          <p>{store.loadError}</p>
          <Link to="/back-office/conversations">Back to conversations</Link>
        </TitledCallout>
      );
    }
    return <PageLoading label="Opening the conversation" />;
  }

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.reply()) notifier.success('Your reply has been sent.');
  };
  const close = async () => {
    if (await store.close()) notifier.success('The conversation is closed.');
  };
  const open = conversation.status === 'open';
  const messageError = store.fieldErrors.message?.[0] ?? null;

  return (
    <section className="back-office-page back-office-conversation">
      <Link to="/back-office/conversations" className="back-office-page__back">
        <ArrowLeftIcon /> Conversations
      </Link>
      <div className="back-office-page__header">
        <div>
          <h1 className="back-office-page__title">{conversation.subject}</h1>
          <p className="muted">
            With <Link to={borrowerFilePath(conversation.borrower.id)}>{conversation.borrower.name}</Link>{' '}
            <Tag minimal intent={open ? 'primary' : 'none'}>
              {open ? 'Open' : 'Closed'}
            </Tag>
          </p>
        </div>
        {open && mayAnswer && (
          <Button icon={<TickIcon />} variant="outlined" loading={store.closing} onClick={() => void close()}>
            Close conversation
          </Button>
        )}
      </div>
      <ol className="back-office-thread" aria-label="Messages, oldest first">
        {conversation.messages.map((message) => (
          <li key={message.id} className={`back-office-thread__message back-office-thread__message--${message.from}`}>
            <Card elevation={Elevation.ZERO}>
              <p className="back-office-thread__meta">
                <strong>{message.authorName}</strong> <span className="muted">{formatInstant(message.sentAt)}</span>
              </p>
              <p className="back-office-thread__body">{message.body}</p>
            </Card>
          </li>
        ))}
      </ol>
      {open && !mayAnswer ? (
        <Callout>Servicing and customer care answer conversations; your role can read them.</Callout>
      ) : open ? (
        <form className="back-office-reply" onSubmit={(event) => void send(event)} noValidate>
          <h2 className="back-office-reply__title">
            <label htmlFor={replyId}>Your reply</label>
          </h2>
          {store.sendError && !messageError && (
            <Callout intent="danger" role="alert">
              {store.sendError}
            </Callout>
          )}
          <TextArea
            id={replyId}
            fill
            rows={6}
            value={store.draft}
            maxLength={STAFF_REPLY_MAX}
            onChange={(event) => store.setDraft(event.target.value)}
            intent={messageError ? 'danger' : 'none'}
            aria-invalid={messageError !== null}
            aria-describedby={messageError ? `${replyId}-error` : `${replyId}-hint`}
          />
          {messageError ? (
            <p id={`${replyId}-error`} className="back-office-reply__error" role="alert">
              {messageError}
            </p>
          ) : (
            <p id={`${replyId}-hint`} className="muted">
              The borrower reads this in their messages, signed with your name and team.
            </p>
          )}
          <Button type="submit" intent="primary" icon={<SendMessageIcon />} loading={store.sending}>
            Send reply
          </Button>
        </form>
      ) : (
        <Callout>This conversation is closed. The borrower can start a new one from their messages.</Callout>
      )}
    </section>
  );
});
ConversationPage.displayName = 'ConversationPage';
