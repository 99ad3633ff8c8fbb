import { Button, Tag } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { ukDateOf } from '../../src-domain/complaints/complaint-dates';
import type { Letter } from '../../src-domain/letters/letter.entity';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { Link } from 'react-router-dom';
import { letterSummaryLine } from './letter-summary';

/** Props of {@link LetterList}. */
export interface LetterListProps {
  /** The letters' titles sit under the page's title (2) or under a section's (3, the default). */
  headingLevel?: 2 | 3;
  letters: readonly Letter[];
  /** The letter whose PDF is being fetched. */
  downloading: number | null;
  onDownload: (letter: Letter) => void;
  /** Name the loan of each letter and link to its page (the gathered list, which spans loans). */
  showLoan?: boolean;
}

/** The day a letter was issued, as the borrower reads it (UK calendar). */
export function issuedOn(letter: Letter): string {
  return formatCalendarDate(ukDateOf(new Date(letter.issuedAt)));
}

/** Letters, as given (newest first from the server): title, date, "New" until read, their figures, and a download. */
export const LetterList = observer(function LetterList({ letters, downloading, onDownload, showLoan = false, headingLevel = 3 }: LetterListProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="letter-list">
      {letters.map((letter) => {
        const summary = letterSummaryLine(letter);
        return (
          <li key={letter.id} className="letter-list__item">
            <div className="letter-list__text">
              <div className="letter-list__head">
                <Title className="letter-list__title">{letter.title}</Title>
                {letter.readAt === null && (
                  <Tag minimal round intent="primary">
                    New
                  </Tag>
                )}
              </div>
              <p className="muted letter-list__meta">
                {issuedOn(letter)}
                {showLoan && (
                  <>
                    {' · '}
                    <Link to={`/dashboard/user-loans/${letter.loanId}`}>Loan {letter.loanReference}</Link>
                  </>
                )}
              </p>
              {summary && <p className="letter-list__summary">{summary}</p>}
            </div>
            {letter.ready ? (
              <Button
                icon={<DownloadIcon />}
                loading={downloading === letter.id}
                disabled={downloading !== null && downloading !== letter.id}
                aria-label={`Download ${letter.title.toLowerCase()} of ${issuedOn(letter)} (PDF)`}
                onClick={() => onDownload(letter)}
              >
                Download
              </Button>
            ) : (
              <span className="muted letter-list__preparing">Being prepared: it will be here in a moment.</span>
            )}
          </li>
        );
      })}
    </ul>
  );
});
LetterList.displayName = 'LetterList';
