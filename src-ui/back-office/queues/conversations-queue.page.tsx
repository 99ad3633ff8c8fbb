import { Link } from 'react-router-dom';
import type { ConversationAwaitingAnswer } from '../../../src-domain/back-office/queue.entities';
import { BorrowerLink } from './borrower-link';
import { formatInstant } from './queue-formatting';
import { QueuePage, type QueueColumn } from './queue-page';

const conversationPath = (conversation: ConversationAwaitingAnswer) => `/back-office/conversations/${conversation.id}`;

const COLUMNS: readonly QueueColumn<ConversationAwaitingAnswer>[] = [
  {
    header: 'Subject',
    cell: (conversation) => (
      <>
        <Link to={conversationPath(conversation)} className="back-office-table__link">
          {conversation.subject}
        </Link>
        {conversation.preview && <span className="back-office-table__preview">{conversation.preview}</span>}
      </>
    ),
  },
  { header: 'Borrower', cell: (conversation) => <BorrowerLink borrower={conversation.borrower} /> },
  { header: 'Messages', numeric: true, cell: (conversation) => conversation.messageCount },
  { header: 'Waiting since', cell: (conversation) => formatInstant(conversation.waitingSince) },
];

/** Conversations whose latest message is the borrower's, the longest waiting first. */
export function ConversationsQueuePage() {
  return (
    <QueuePage
      queue="conversations"
      title="Conversations"
      intro="Conversations awaiting an answer, the longest waiting first. Your reply is signed with your name and team."
      emptyTitle="Every conversation has an answer"
      columns={COLUMNS}
      rowKey={(conversation) => conversation.id}
      rowLink={conversationPath}
      caption="Each subject opens the conversation; each name opens the borrower's file."
    />
  );
}
ConversationsQueuePage.displayName = 'ConversationsQueuePage';
