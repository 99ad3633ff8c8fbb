import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { isAwaitingDecision, type BorrowerFile, type FileLoanRequest } from '../../../src-domain/back-office/borrower-file.entity';
import { REQUEST_STATUS_LABELS } from '../../../src-domain/loans/loan-status';
import { formatMoney, formatTerm } from '../../../src-domain/loans/money-format';
import { useBackOfficeStores } from '../back-office-stores.context';
import { formatInstant } from '../queues/queue-formatting';
import { FileSection } from './file-section';

/** Props of {@link FileRequestsSection}. */
export interface FileRequestsSectionProps {
  file: BorrowerFile;
  /** The staff member may approve and decline requests. */
  mayDecide: boolean;
  /** The staff member's name as approvals record it, so their own first approval is not offered again. */
  staffName: string;
}

/** The borrower's loan requests, newest first, with their approvals, offers and, while undecided, the decision. */
export function FileRequestsSection({ file, mayDecide, staffName }: FileRequestsSectionProps) {
  return (
    <FileSection id="requests" title="Loan requests">
      {file.requests.length === 0 ? (
        <p className="muted">No loan requests yet.</p>
      ) : (
        <div className="back-office-table__scroll">
          <HTMLTable className="back-office-table" striped>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Product</th>
                <th scope="col" className="back-office-table__figure">
                  Amount
                </th>
                <th scope="col">Term</th>
                <th scope="col">Received</th>
                <th scope="col">Status</th>
                {mayDecide && <th scope="col">Decision</th>}
              </tr>
            </thead>
            <tbody>
              {file.requests.map((request) => (
                <RequestRow key={request.id} request={request} file={file} mayDecide={mayDecide} staffName={staffName} />
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </FileSection>
  );
}
FileRequestsSection.displayName = 'FileRequestsSection';

const RequestRow = observer(function RequestRow({ request, file, mayDecide, staffName }: { request: FileLoanRequest; file: BorrowerFile; mayDecide: boolean; staffName: string }) {
  const { borrowerFile: store } = useBackOfficeStores();
  const offer = file.offers.find((candidate) => candidate.requestId === request.id);
  const busy = store.busy === `request-${request.id}`;
  const open = isAwaitingDecision(request);
  // Four eyes: the second approval must be someone else's (the server refuses it too).
  const approvedByMe = request.approvals.some((approval) => approval.staffName === staffName);
  return (
    <tr id={`request-${request.id}`}>
      <td className="borrower-file__nowrap">{request.reference}</td>
      <td>{request.product}</td>
      <td className="back-office-table__figure">{formatMoney(request.amountMinor)}</td>
      <td className="borrower-file__nowrap">{formatTerm(request.term, request.termUnit)}</td>
      <td>{formatInstant(request.createdAt)}</td>
      <td>
        <Tag minimal intent={open ? 'warning' : request.status === 'declined' ? 'danger' : 'none'}>
          {REQUEST_STATUS_LABELS[request.status]}
        </Tag>
        {request.approvals.map((approval) => (
          <div key={`${approval.staffName}-${approval.approvedAt}`} className="muted">
            Approved by {approval.staffName}, {formatInstant(approval.approvedAt)}
          </div>
        ))}
        {offer && <div className="muted">Offer {offer.status.replace(/_/g, ' ')}</div>}
        {request.reason && <div className="muted">Reason: {request.reason}</div>}
      </td>
      {mayDecide && (
        <td>
          {open ? (
            <div className="borrower-file__row-actions">
              {approvedByMe ? (
                <span className="muted">You gave the first approval; a second person must approve.</span>
              ) : (
                <Button intent="success" text="Approve" loading={busy} disabled={store.busy !== null && !busy} onClick={() => void store.approveRequest(request.id)} />
              )}
              <Button text="Decline…" disabled={store.busy !== null} onClick={() => store.openDialog('decline-request', request.id)} />
            </div>
          ) : (
            <span className="muted">Decided</span>
          )}
        </td>
      )}
    </tr>
  );
});
