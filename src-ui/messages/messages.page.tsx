import { Button, Card, Elevation, H1, Spinner, Tag } from '@blueprintjs/core';
import { ChatIcon, EditIcon, SendMessageIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { BODY_MAX, SUBJECT_MAX, type ThreadSummary } from '../../src-domain/messages/message.entity';
import { useFeatureStore } from '../app/stores.context';
import { activeBrand } from '../brand/brand.config';
import { Pager } from '../loans/pager';
import { FormField } from '../shared/form-field';
import { usePageTitle } from '../shared/page-title';
import { TextAreaField } from '../shared/text-area-field';
import { AttachmentPicker, FormProblem, previewText, TimeText } from './message-parts';
import { submitHandler } from '../shared/submit-handler';
import { MessagesStore } from './messages.store';
import { EmptyState } from '../shared/empty-state';
import { YourComplaints } from '../complaints/your-complaints';

const FIELDS = ['subject', 'body', 'document_ids'] as const;

/** /dashboard/messages: the borrower's conversations with the lender, and a new message (`?new=1` opens it, `subject` and `body` start it). */
export const MessagesPage = observer(function MessagesPage() {
  const store = useFeatureStore(MessagesStore);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle('Messages');
  useEffect(() => {
    void store.loadThreads(1);
  }, [store]);
  const asked = params.get('new') === '1';
  const subject = params.get('subject');
  const body = params.get('body');
  useEffect(() => {
    // A link from another page may start the message for the borrower to check and send.
    if (asked) store.startComposing({ subject: subject ?? '', body: body ?? '' });
  }, [asked, subject, body, store]);

  const close = () => {
    store.stopComposing();
    if (asked) setParams({}, { replace: true });
  };
  const page = store.threads.value;
  return (
    <div className="messages-page">
      <header className="dashboard__header messages-page__header">
        <div>
          <H1 className="dashboard__title">Messages</H1>
          <p className="muted">Write to us about your account, a loan or a complaint. Messages here reach us securely, and we usually reply within one working day.</p>
        </div>
        {!store.composing && (
          <Button intent="primary" size="large" icon={<EditIcon />} onClick={() => store.startComposing()}>
            New message
          </Button>
        )}
      </header>

      {store.composing && <NewMessageForm store={store} onCancel={close} onSent={(id) => navigate(`/dashboard/messages/${id}`)} />}

      {store.threads.error ? (
        <EmptyState title="We could not load your messages" description={store.threads.error} action={<Button text="Try again" onClick={() => void store.loadThreads()} />} />
      ) : !page ? (
        <div className="messages-page__loading">
          <Spinner size={32} aria-label="Loading your messages" />
        </div>
      ) : page.total === 0 ? (
        <EmptyState
          icon={<ChatIcon size={48} />}
          title="No messages yet"
          description="Ask us anything about your account or a loan, or tell us if something went wrong. Only you and our team can read these messages."
          action={store.composing ? undefined : <Button intent="primary" onClick={() => store.startComposing()}>Write to us</Button>}
        />
      ) : (
        <section aria-labelledby="conversations-title">
          <h2 id="conversations-title" className="messages-page__section-title">
            Your conversations
          </h2>
          <ul className="message-threads">
            {page.items.map((thread) => (
              <ThreadItem key={thread.id} thread={thread} />
            ))}
          </ul>
          <Pager page={page.page} lastPage={page.lastPage} onPage={(n) => void store.loadThreads(n)} label="Pages of your conversations" />
        </section>
      )}
      <YourComplaints />
    </div>
  );
});
MessagesPage.displayName = 'MessagesPage';

/** Props of {@link ThreadItem}. */
interface ThreadItemProps {
  thread: ThreadSummary;
}

/** One conversation in the list: its subject is the link; the whole card answers a tap. */
function ThreadItem({ thread }: ThreadItemProps) {
  const waiting = thread.status === 'open' && thread.lastAuthor === 'borrower';
  return (
    <li className={`message-threads__item${thread.unread > 0 ? ' message-threads__item--unread' : ''}`}>
      <div className="message-threads__head">
        <h3 className="message-threads__subject">
          <Link to={`/dashboard/messages/${thread.id}`} className="message-threads__link">
            {thread.subject}
          </Link>
        </h3>
        {thread.unread > 0 && (
          <Tag round intent="primary" className="message-threads__tag">
            {thread.unread} new
          </Tag>
        )}
        {thread.status === 'closed' && (
          <Tag round minimal className="message-threads__tag">
            Closed
          </Tag>
        )}
      </div>
      <p className="message-threads__preview">
        <span className="message-threads__from">{thread.lastAuthor === 'borrower' ? 'You' : activeBrand.name}:</span> {previewText(thread.preview)}
      </p>
      <p className="message-threads__meta muted">
        <TimeText at={thread.lastMessageAt} /> · {thread.messageCount} {thread.messageCount === 1 ? 'message' : 'messages'}
        {waiting && ' · Waiting for our reply'}
      </p>
    </li>
  );
}

/** Props of {@link NewMessageForm}. */
interface NewMessageFormProps {
  store: MessagesStore;
  onCancel: () => void;
  onSent: (threadId: number) => void;
}

/** Subject, message and optional documents; a refused send keeps all of it. */
const NewMessageForm = observer(function NewMessageForm({ store, onCancel, onSent }: NewMessageFormProps) {
  const { form, submission, attachments } = store.draft;
  const errors = submission.fieldErrors;
  const pending = submission.pending;
  const onSubmit = submitHandler(form, submission, (values) => {
    void store.send(values).then((id) => id !== null && onSent(id));
  });
  return (
    <Card elevation={Elevation.ONE} className="message-compose" role="region" aria-labelledby="new-message-title">
      <h2 id="new-message-title" className="message-compose__title">
        New message
      </h2>
      <form noValidate aria-labelledby="new-message-title" onSubmit={onSubmit}>
        <FormProblem submission={submission} fields={FIELDS} />
        <FormField form={form} name="subject" label="Subject" autoComplete="off" autoFocus helperText={`What it is about, in a few words (up to ${SUBJECT_MAX} characters).`} serverErrors={errors} disabled={pending} />
        <TextAreaField form={form} name="body" label="Your message" rows={8} maxLength={BODY_MAX} serverErrors={errors} disabled={pending} />
        <AttachmentPicker store={store} choice={attachments} error={errors.document_ids?.[0]} disabled={pending} />
        <p className="message-compose__note muted">Please do not send your password or one-time codes: we will never ask for them.</p>
        <div className="message-form__actions">
          <Button type="submit" intent="primary" size="large" icon={<SendMessageIcon />} loading={pending}>
            Send message
          </Button>
          <Button variant="minimal" size="large" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
});
NewMessageForm.displayName = 'NewMessageForm';
