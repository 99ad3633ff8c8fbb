import { Button, Callout, HTMLTable, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { STAFF_STATE_LABELS, type StaffState } from '../../../src-domain/back-office/staff-member.entity';
import { staffRoleLabel } from '../../../src-domain/back-office/staff-role';
import { EmptyState } from '../../shared/empty-state';
import { usePageTitle } from '../../shared/page-title';
import { useBackOfficeStores } from '../back-office-stores.context';
import { formatInstant } from '../queues/queue-formatting';

const STATE_INTENT: Record<StaffState, Intent> = { active: 'success', invited: 'warning', disabled: 'none' };

/** /back-office/staff (admins): who may work in the back office, read-only. */
export const StaffPage = observer(function StaffPage() {
  const { auditTrail: store } = useBackOfficeStores();
  usePageTitle('Staff');
  useEffect(() => {
    void store.loadStaff();
  }, [store]);
  return (
    <section className="back-office-page">
      <div className="back-office-page__header">
        <div>
          <h1 className="back-office-page__title">Staff</h1>
          <p className="muted">Everyone with a back-office account, their role and whether they can sign in.</p>
        </div>
      </div>
      <Callout intent="primary" className="staff__how-to">
        Staff are added and disabled on the server with the lender command, not here:
        <ul>
          <li>
            <code>lender staff add &lt;email&gt; --role underwriter|servicing|admin --name "First Last"</code> e-mails an invitation to set a password;
          </li>
          <li>
            <code>lender staff disable &lt;email&gt;</code> signs the person out and keeps them out.
          </li>
        </ul>
      </Callout>
      {store.staffError && !store.staff ? (
        <EmptyState title="We could not load the staff list" description={store.staffError} action={<Button text="Try again" onClick={() => void store.loadStaff()} />} />
      ) : !store.staff ? (
        <Spinner size={32} aria-label="Loading the staff list" />
      ) : store.staff.length === 0 ? (
        <EmptyState title="No staff yet" description="Add the first with lender staff add." />
      ) : (
        <div className="back-office-table__scroll">
          <HTMLTable className="back-office-table" striped>
            <caption className="visually-hidden">Staff, by last name.</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">Two-step sign-in</th>
                <th scope="col">Added</th>
              </tr>
            </thead>
            <tbody>
              {store.staff.map((member) => (
                <tr key={member.id}>
                  <td>{member.name}</td>
                  <td>{member.email}</td>
                  <td>{staffRoleLabel(member.role)}</td>
                  <td>
                    <Tag minimal intent={STATE_INTENT[member.state]}>
                      {STAFF_STATE_LABELS[member.state]}
                    </Tag>
                  </td>
                  <td>{member.twoFactorEnabled ? 'On' : 'Off'}</td>
                  <td>{formatInstant(member.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </section>
  );
});
