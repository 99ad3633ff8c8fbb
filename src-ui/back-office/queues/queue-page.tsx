import { Button, HTMLTable, Spinner, SpinnerSize } from '@blueprintjs/core';
import { RefreshIcon, TickCircleIcon } from '@blueprintjs/icons';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QueueItems } from '../../../src-domain/back-office/back-office.use-cases';
import type { QueueName } from '../../../src-domain/back-office/queue.entities';
import { EmptyState } from '../../shared/empty-state';
import { PageLoading } from '../../shared/page-loading';
import { usePageTitle } from '../../shared/page-title';
import { TitledCallout } from '../../shared/titled-callout';
import { useBackOfficeStores } from '../back-office-stores.context';

/** One column of a queue's table. */
export interface QueueColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
  /** Short values read as one piece ("KC-000007", "36 months"): never broken over two lines. */
  nowrap?: boolean;
}

function cellClass<T>(column: QueueColumn<T>): string | undefined {
  return [column.numeric ? 'back-office-table__figure' : '', column.nowrap ? 'back-office-table__nowrap' : ''].filter(Boolean).join(' ') || undefined;
}

/** Props of {@link QueuePage}. */
export interface QueuePageProps<Q extends QueueName> {
  queue: Q;
  title: string;
  intro: string;
  /** What the empty queue says. */
  emptyTitle: string;
  columns: readonly QueueColumn<QueueItems[Q]>[];
  /** Where a row leads (the borrower's file, the conversation…). */
  rowLink: (item: QueueItems[Q]) => string;
  rowKey: (item: QueueItems[Q]) => number;
  /** What the row is, for the table's caption of each row's link ("Open Dana Whitfield's file"). */
  caption: string;
}

/**
 * A queue's page: the table oldest first, with its loading, empty and error states. It loads on
 * opening and again whenever the queue's live count moves.
 */
export function QueuePage<Q extends QueueName>(props: QueuePageProps<Q>) {
  // observer() drops a component's type parameter: the typed props are checked here, once.
  return <QueuePageView {...(props as unknown as QueuePageProps<QueueName>)} />;
}
QueuePage.displayName = 'QueuePage';

const QueuePageView = observer(function QueuePageView({ queue, title, intro, emptyTitle, columns, rowLink, rowKey, caption }: QueuePageProps<QueueName>) {
  usePageTitle(title);
  const { backOffice } = useBackOfficeStores();
  const view = backOffice.queue(queue);
  const navigate = useNavigate();

  useEffect(() => {
    void view.load();
    return reaction(
      () => backOffice.counts?.[queue],
      () => void view.load(),
    );
  }, [backOffice, view, queue]);

  let body: ReactNode;
  if (!view.loaded && view.error) {
    body = (
      <TitledCallout intent="danger" title="This queue could not be loaded">
        <p>{view.error}</p>
        <Button icon={<RefreshIcon />} onClick={() => void view.load()}>
          Try again
        </Button>
      </TitledCallout>
    );
  } else if (!view.loaded) {
    body = <PageLoading />;
  } else if (view.items.length === 0) {
    body = <EmptyState icon={<TickCircleIcon size={40} />} title={emptyTitle} description="New items appear here as they arrive." />;
  } else {
    body = (
      <div className="back-office-table__scroll">
        <HTMLTable className="back-office-table" interactive striped>
          <caption className="visually-hidden">{`${title}, oldest first. ${caption}`}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={cellClass(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.items.map((item) => (
              // The row opens on a click anywhere; the link in its first cell is the keyboard's and the screen reader's way.
              <tr key={rowKey(item)} onClick={(event) => (event.target as HTMLElement).closest('a,button') === null && navigate(rowLink(item))}>
                {columns.map((column) => (
                  <td key={column.header} className={cellClass(column)}>
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    );
  }

  return (
    <section className="back-office-page">
      <div className="back-office-page__header">
        <div>
          <h1 className="back-office-page__title">{title}</h1>
          <p className="muted">{intro}</p>
        </div>
        {view.loading && view.loaded && <Spinner size={SpinnerSize.SMALL} aria-label="Updating" />}
      </div>
      {view.loaded && view.error && (
        <TitledCallout intent="warning" title="This list may be out of date">
          <p>{view.error}</p>
        </TitledCallout>
      )}
      {body}
    </section>
  );
});
QueuePageView.displayName = 'QueuePageView';
