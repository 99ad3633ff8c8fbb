import { Card, Elevation, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { complaintDeadlineInWords } from '../../src-domain/back-office/queue-wording';
import { useStores } from '../app/stores.context';
import { PageLoading } from '../shared/page-loading';
import { usePageTitle } from '../shared/page-title';
import { TitledCallout } from '../shared/titled-callout';
import { useBackOfficeStores } from './back-office-stores.context';
import { can } from '../../src-domain/back-office/staff-role';
import { QUEUE_SECTIONS } from './back-office-sections';

/** Today: how much waits in each queue, and what is already late. */
export const OverviewPage = observer(function OverviewPage() {
  usePageTitle('Today');
  const { auth } = useStores();
  const { backOffice } = useBackOfficeStores();
  const complaints = backOffice.queue('complaints');
  const counts = backOffice.counts;

  // The complaints' dates say what is late; they reload with their count like the queue's own page.
  useEffect(() => void complaints.load(), [complaints, counts?.complaints]);

  const overdue = complaints.items.map(complaintDeadlineInWords).filter((due) => due.overdue).length;
  return (
    <section className="back-office-page">
      <h1 className="back-office-page__title">Good to see you, {auth.user?.firstName}</h1>
      <p className="muted">What is waiting today. The counts change by themselves as work arrives and is done.</p>
      {backOffice.countsError && !counts && (
        <TitledCallout intent="danger" title="The queues could not be counted">
          <p>Check your connection; the counts will appear once the back office can be reached.</p>
        </TitledCallout>
      )}
      {(overdue > 0 || (counts?.arrears ?? 0) > 0) && (
        <TitledCallout intent="warning" title="Late or overdue">
          <ul className="back-office-overview__late">
            {overdue > 0 && (
              <li>
                <Link to="/back-office/complaints">{overdue === 1 ? '1 complaint is past a deadline' : `${overdue} complaints are past a deadline`}</Link>
              </li>
            )}
            {counts && counts.arrears > 0 && (
              <li>
                <Link to="/back-office/arrears">{counts.arrears === 1 ? '1 loan is in arrears' : `${counts.arrears} loans are in arrears`}</Link>
              </li>
            )}
          </ul>
        </TitledCallout>
      )}
      {!counts && !backOffice.countsError ? (
        <PageLoading label="Counting the queues" />
      ) : (
        <ul className="back-office-overview">
          {QUEUE_SECTIONS.filter((section) => section.permission === null || (auth.user?.staffRole ? can(auth.user.staffRole, section.permission) : false)).map((section) => {
            const count = counts?.[section.queue] ?? null;
            return (
              <li key={section.queue}>
                <Card elevation={Elevation.ONE} className="back-office-overview__card">
                  <Link to={section.to} className="back-office-overview__link">
                    <span className="back-office-overview__icon" aria-hidden="true">
                      {section.icon}
                    </span>
                    <span className="back-office-overview__label">{section.label}</span>
                    <span className="back-office-overview__count">{count ?? '—'}</span>
                    <span className="muted">{section.description}</span>
                  </Link>
                  {count === 0 && (
                    <Tag minimal intent="success" className="back-office-overview__clear">
                      All clear
                    </Tag>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
OverviewPage.displayName = 'OverviewPage';
