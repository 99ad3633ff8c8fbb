import { Button, FormGroup, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { borrowerName } from '../../../src-domain/back-office/borrower-file.entity';
import { EmptyState } from '../../shared/empty-state';
import { usePageTitle } from '../../shared/page-title';
import { useBackOfficeStores } from '../back-office-stores.context';
import { formatInstant } from '../queues/queue-formatting';

/** /back-office/borrowers: find a borrower by name, e-mail, loan account number or request reference. */
export const BorrowerSearchPage = observer(function BorrowerSearchPage() {
  const { borrowerFile: store } = useBackOfficeStores();
  const ids = { query: useId(), hint: useId() };
  usePageTitle('Find a borrower');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.search();
  };
  return (
    <section className="back-office-page">
      <div className="back-office-page__header">
        <div>
          <h1 className="back-office-page__title">Find a borrower</h1>
          <p className="muted">Search by name, e-mail, loan account number (KC00000077) or request reference (KC-000012).</p>
        </div>
      </div>
      <form role="search" className="borrower-search__form" onSubmit={submit} noValidate>
        <FormGroup label="Name, e-mail, account number or reference" labelFor={ids.query} intent={store.searchError ? 'danger' : 'none'} helperText={store.searchError ?? undefined}>
          <div className="borrower-search__row">
            <InputGroup
              id={ids.query}
              type="search"
              autoComplete="off"
              value={store.query}
              intent={store.searchError ? 'danger' : 'none'}
              aria-invalid={store.searchError ? true : undefined}
              onChange={(event) => store.setQuery(event.currentTarget.value)}
              leftIcon={<SearchIcon />}
            />
            <Button type="submit" intent="primary" text="Search" loading={store.searching} />
          </div>
        </FormGroup>
      </form>
      <div aria-live="polite">
        {store.searching && !store.matches ? (
          <Spinner size={24} aria-label="Searching" />
        ) : store.matches === null ? (
          <p className="muted">Type at least two characters. Partial names work: “ada love” finds Ada Lovelace.</p>
        ) : store.matches.length === 0 ? (
          <EmptyState title="No borrower matches" description="Check the spelling, or try the e-mail address or an account number." />
        ) : (
          <div className="back-office-table__scroll">
            <HTMLTable className="back-office-table" interactive striped>
              <caption className="visually-hidden">Borrowers found, oldest account first. Each name opens the borrower’s file.</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Customer since</th>
                </tr>
              </thead>
              <tbody>
                {store.matches.map((match) => (
                  <tr key={match.id}>
                    <td>
                      <Link to={`/back-office/borrowers/${match.id}`} className="back-office-table__link">
                        {borrowerName(match)}
                      </Link>
                    </td>
                    <td>{match.email}</td>
                    <td>{match.phone || '—'}</td>
                    <td>{match.createdAt ? formatInstant(match.createdAt) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </div>
    </section>
  );
});
