import { HTMLTable, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { BorrowerFile } from '../../../src-domain/back-office/borrower-file.entity';
import { formatInstant } from '../queues/queue-formatting';
import { FileSection } from './file-section';

/** The letters the lender issued and the borrower's conversations, each conversation opening in the back office. */
export function FileCorrespondenceSection({ file }: { file: BorrowerFile }) {
  const accountOf = (loanId: number | null) => file.loans.find((loan) => loan.id === loanId)?.accountNumber ?? '—';
  return (
    <>
      <FileSection id="letters" title="Letters">
        {file.letters.length === 0 ? (
          <p className="muted">No letters issued yet.</p>
        ) : (
          <div className="back-office-table__scroll">
            <HTMLTable className="back-office-table" compact striped>
              <thead>
                <tr>
                  <th scope="col">Letter</th>
                  <th scope="col">Loan</th>
                  <th scope="col">Issued</th>
                </tr>
              </thead>
              <tbody>
                {file.letters.map((letter) => (
                  <tr key={letter.id}>
                    <td>{letter.title}</td>
                    <td>{accountOf(letter.loanId)}</td>
                    <td>{formatInstant(letter.issuedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </FileSection>

      <FileSection id="conversations" title="Conversations">
        {file.conversations.length === 0 ? (
          <p className="muted">No conversations yet.</p>
        ) : (
          <div className="back-office-table__scroll">
            <HTMLTable className="back-office-table" compact striped>
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="back-office-table__figure">
                    Messages
                  </th>
                  <th scope="col">Last message</th>
                </tr>
              </thead>
              <tbody>
                {file.conversations.map((conversation) => (
                  <tr key={conversation.id}>
                    <td>
                      <Link to={`/back-office/conversations/${conversation.id}`} className="back-office-table__link">
                        {conversation.subject}
                      </Link>
                    </td>
                    <td>
                      <Tag minimal intent={conversation.status === 'open' ? 'warning' : 'none'}>
                        {conversation.status === 'open' ? 'Open' : conversation.status === 'closed' ? 'Closed' : conversation.status}
                      </Tag>
                    </td>
                    <td className="back-office-table__figure">{conversation.messageCount}</td>
                    <td>{conversation.lastMessageAt ? formatInstant(conversation.lastMessageAt) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </FileSection>
    </>
  );
}
FileCorrespondenceSection.displayName = 'FileCorrespondenceSection';
