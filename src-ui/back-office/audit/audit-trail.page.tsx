import { Button, Callout, FormGroup, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AUDIT_ACTIONS, auditChanges, describeAuditAction, type AuditEntry } from '../../../src-domain/back-office/audit-entry.entity';
import { ukDateOf } from '../../../src-domain/complaints/complaint-dates';
import { Pager } from '../../loans/pager';
import { EmptyState } from '../../shared/empty-state';
import { usePageTitle } from '../../shared/page-title';
import { useBackOfficeStores } from '../back-office-stores.context';
import { formatInstant } from '../queues/queue-formatting';

/** /back-office/audit (admins): every staff action and view of personal data, newest first, filtered, paged, and as CSV. */
export const AuditTrailPage = observer(function AuditTrailPage() {
  const { auditTrail: store } = useBackOfficeStores();
  const ids = { actor: useId(), borrower: useId(), action: useId() };
  usePageTitle('Audit trail');
  useEffect(() => {
    void store.load(1);
    // The staff list names the people to filter by.
    void store.loadStaff();
  }, [store]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.applyFilter();
  };
  const entries = store.entries;
  return (
    <section className="back-office-page">
      <div className="back-office-page__header">
        <div>
          <h1 className="back-office-page__title">Audit trail</h1>
          <p className="muted">Every action and every view of a borrower’s personal data, newest first. Entries cannot be changed or deleted.</p>
        </div>
        <Button className="audit__download" icon={<DownloadIcon />} text="Download CSV" loading={store.downloading} onClick={() => void store.downloadCsv(ukDateOf(new Date()))} />
      </div>
      {store.downloadError && (
        <Callout intent="danger" role="alert">
          {store.downloadError}
        </Callout>
      )}
      <form className="audit__filters" onSubmit={submit} noValidate aria-label="Filter the audit trail">
        <FormGroup label="Who" labelFor={ids.actor}>
          <HTMLSelect id={ids.actor} value={store.draft.actorId} onChange={(event) => store.setDraft('actorId', event.currentTarget.value)}>
            <option value="">Anyone</option>
            {(store.staff ?? []).map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Borrower number" labelFor={ids.borrower} intent={store.draftErrors.borrowerId ? 'danger' : 'none'} helperText={store.draftErrors.borrowerId}>
          <InputGroup
            id={ids.borrower}
            inputMode="numeric"
            value={store.draft.borrowerId}
            intent={store.draftErrors.borrowerId ? 'danger' : 'none'}
            aria-invalid={store.draftErrors.borrowerId ? true : undefined}
            onChange={(event) => store.setDraft('borrowerId', event.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label="Action" labelFor={ids.action}>
          <HTMLSelect id={ids.action} value={store.draft.action} onChange={(event) => store.setDraft('action', event.currentTarget.value)}>
            <option value="">Any action</option>
            {Object.entries(AUDIT_ACTIONS).map(([code, words]) => (
              <option key={code} value={code}>
                {words}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <div className="audit__filter-buttons">
          <Button type="submit" intent="primary" text="Filter" />
          <Button text="Clear" onClick={() => void store.clearFilter()} />
        </div>
      </form>
      {store.loadError && !entries ? (
        <EmptyState title="We could not load the audit trail" description={store.loadError} action={<Button text="Try again" onClick={() => void store.load(1)} />} />
      ) : !entries ? (
        <Spinner size={32} aria-label="Loading the audit trail" />
      ) : entries.items.length === 0 ? (
        <EmptyState title="No entries match" description="Clear the filter to see the whole trail." />
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {entries.total} {entries.total === 1 ? 'entry' : 'entries'}, page {entries.page} of {entries.lastPage}
          </p>
          <div className="back-office-table__scroll">
            <HTMLTable className="back-office-table audit__table" compact striped>
              <caption className="visually-hidden">The audit trail, newest first.</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Borrower</th>
                  <th scope="col">From where</th>
                  <th scope="col">Before → after</th>
                </tr>
              </thead>
              <tbody>
                {entries.items.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </HTMLTable>
          </div>
          <Pager page={entries.page} lastPage={entries.lastPage} onPage={(page) => void store.load(page)} label="Pages of the audit trail" />
        </>
      )}
    </section>
  );
});

function AuditRow({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <tr>
      <td className="audit__when">{formatInstant(entry.occurredAt)}</td>
      <td>{entry.actorName}</td>
      <td>
        {describeAuditAction(entry.action)}
        {entry.subjectId !== null && <span className="muted"> ({entry.subjectType.replace(/_/g, ' ')} {entry.subjectId})</span>}
        {entry.detail && <div className="muted">{entry.detail}</div>}
      </td>
      <td>
        {entry.borrowerId === null ? (
          '—'
        ) : (
          <Link to={`/back-office/borrowers/${entry.borrowerId}`} className="back-office-table__link">
            {entry.borrowerName ?? `Borrower ${entry.borrowerId}`}
          </Link>
        )}
      </td>
      <td>
        {entry.ip ?? 'The server’s shell'}
        {entry.userAgent && <div className="muted audit__agent">{entry.userAgent}</div>}
      </td>
      <td>
        {changes.length === 0 ? (
          <span className="muted">No change</span>
        ) : (
          <ul className="audit__changes">
            {changes.map((change) => (
              <li key={change.field}>
                {change.field.replace(/_/g, ' ')}: {change.before} → {change.after}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
