import { Callout, Card, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { COMPLAINT_OUTCOME_LABELS, COMPLAINT_STATE_LABELS, type Complaint } from '../../src-domain/complaints/complaint.entity';
import { KESTREL_COMPLAINT_WORDING } from '../../src-domain/complaints/complaint-wording';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { ukDateOf } from '../../src-domain/complaints/complaint-dates';
import { useFeatureStore } from '../app/stores.context';
import { ComplaintsStore } from './complaints.store';

const { ombudsman } = KESTREL_COMPLAINT_WORDING;

/** "Your complaints": each complaint's state and the dates we keep to. Shown only to a borrower who has made one. */
export const YourComplaints = observer(function YourComplaints() {
  const store = useFeatureStore(ComplaintsStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const complaints = store.complaints.value;
  if (store.complaints.error) return <Callout intent="warning" title="We could not load your complaints">{store.complaints.error}</Callout>;
  if (!complaints || complaints.length === 0) return null;
  return (
    <section aria-labelledby="complaints-title" className="your-complaints">
      <h2 id="complaints-title" className="messages-page__section-title">
        Your complaints
      </h2>
      <ul className="your-complaints__list">
        {complaints.map((complaint) => (
          <ComplaintItem key={complaint.id} complaint={complaint} />
        ))}
      </ul>
      <p className="muted your-complaints__ombudsman">
        If you are unhappy with our final response, or have not had one within eight weeks, you can refer your complaint to the {ombudsman.name}, free of
        charge: <a href={ombudsman.website}>{ombudsman.website.replace('https://', '')}</a>, telephone{' '}
        <a href={`tel:${ombudsman.phone.replace(/\s/g, '')}`}>{ombudsman.phone}</a>. You must do so within six months of the date of our final response.
      </p>
    </section>
  );
});
YourComplaints.displayName = 'YourComplaints';

/** Props of {@link ComplaintItem}. */
interface ComplaintItemProps {
  complaint: Complaint;
}

const day = (iso: string) => formatCalendarDate(ukDateOf(new Date(iso)));

/** One complaint: its reference, state, and what happened when, or is due when. */
function ComplaintItem({ complaint }: ComplaintItemProps) {
  const resolved = complaint.state === 'resolved';
  return (
    <li>
      <Card className="your-complaints__item" aria-labelledby={`complaint-${complaint.id}`}>
        <div className="your-complaints__heading">
          <h3 id={`complaint-${complaint.id}`}>Complaint {complaint.reference}</h3>
          <Tag intent={resolved ? 'success' : 'primary'} minimal>
            {COMPLAINT_STATE_LABELS[complaint.state]}
          </Tag>
        </div>
        <p className="your-complaints__words">{complaint.message}</p>
        <dl className="your-complaints__dates">
          <dt>Received</dt>
          <dd>{day(complaint.receivedAt)}</dd>
          {complaint.acknowledgedAt && (
            <>
              <dt>Acknowledged</dt>
              <dd>{day(complaint.acknowledgedAt)}</dd>
            </>
          )}
          {resolved && complaint.resolvedAt ? (
            <>
              <dt>{complaint.resolution === 'summary_resolution' ? 'Resolved' : 'Final response sent'}</dt>
              <dd>
                {day(complaint.resolvedAt)}
                {complaint.outcome && complaint.resolution === 'final_response' ? ` (${COMPLAINT_OUTCOME_LABELS[complaint.outcome].toLowerCase()})` : ''}
              </dd>
            </>
          ) : (
            <>
              <dt>Our final response by</dt>
              <dd>{formatCalendarDate(complaint.finalResponseBy)}</dd>
            </>
          )}
        </dl>
      </Card>
    </li>
  );
}
