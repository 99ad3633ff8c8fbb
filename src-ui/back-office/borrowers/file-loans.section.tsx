import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { isOpenLoan, type BorrowerFile, type FileLoan } from '../../../src-domain/back-office/borrower-file.entity';
import { INSTALMENT_STATUS_LABELS, LOAN_STATUS_LABELS } from '../../../src-domain/loans/loan-status';
import { formatMoney } from '../../../src-domain/loans/money-format';
import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { useBackOfficeStores } from '../back-office-stores.context';
import { formatInstant } from '../queues/queue-formatting';
import { Facts, FileSection } from './file-section';

const money = (minor: number) => formatMoney(minor, 'GBP', 'always');

/** Props of {@link FileLoansSection}. */
export interface FileLoansSectionProps {
  file: BorrowerFile;
  mayRecordPayment: boolean;
  maySettle: boolean;
}

/** The borrower's loans: figures, schedule, payments, and for an open loan the servicing actions. */
export function FileLoansSection({ file, mayRecordPayment, maySettle }: FileLoansSectionProps) {
  return (
    <FileSection id="loans" title="Loans">
      {file.loans.length === 0 ? (
        <p className="muted">No loans yet.</p>
      ) : (
        file.loans.map((loan) => <LoanPart key={loan.id} loan={loan} mayRecordPayment={mayRecordPayment} maySettle={maySettle} />)
      )}
    </FileSection>
  );
}
FileLoansSection.displayName = 'FileLoansSection';

function LoanPart({ loan, mayRecordPayment, maySettle }: { loan: FileLoan; mayRecordPayment: boolean; maySettle: boolean }) {
  const { borrowerFile: store } = useBackOfficeStores();
  const open = isOpenLoan(loan);
  const headingId = `loan-${loan.id}-title`;
  return (
    <article id={`loan-${loan.id}`} className="borrower-file__loan" aria-labelledby={headingId}>
      <div className="borrower-file__document-header">
        <h3 id={headingId} className="borrower-file__document-title">
          {loan.product} {loan.accountNumber}
        </h3>
        <Tag minimal intent={open ? 'primary' : 'success'}>
          {LOAN_STATUS_LABELS[loan.status]}
        </Tag>
        {loan.arrearsMinor > 0 && (
          <Tag minimal intent="danger">
            In arrears
          </Tag>
        )}
      </div>
      <Facts
        facts={[
          ['Lent', money(loan.principalMinor)],
          ['Paid out', formatCalendarDate(loan.startDate)],
          ['Still owed', money(loan.balanceMinor)],
          ['Arrears', money(loan.arrearsMinor)],
        ]}
      />
      {open && (mayRecordPayment || maySettle) && (
        <div className="borrower-file__actions">
          {mayRecordPayment && <Button text="Record a payment…" onClick={() => store.openDialog('record-payment', loan.id)} />}
          {maySettle && <Button text="Settle…" onClick={() => store.openDialog('settle-loan', loan.id)} />}
        </div>
      )}
      <div className="back-office-table__scroll">
        <HTMLTable className="back-office-table" compact striped>
          <caption>Repayment schedule</caption>
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Due</th>
              <th scope="col" className="back-office-table__figure">
                Repayment
              </th>
              <th scope="col" className="back-office-table__figure">
                Interest
              </th>
              <th scope="col" className="back-office-table__figure">
                Principal
              </th>
              <th scope="col" className="back-office-table__figure">
                Fees
              </th>
              <th scope="col" className="back-office-table__figure">
                Paid
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {loan.schedule.map((row) => (
              <tr key={row.number}>
                <td>{row.number}</td>
                <td>{formatCalendarDate(row.dueDate, 'short')}</td>
                <td className="back-office-table__figure">{money(row.paymentMinor)}</td>
                <td className="back-office-table__figure">{money(row.interestMinor)}</td>
                <td className="back-office-table__figure">{money(row.principalMinor)}</td>
                <td className="back-office-table__figure">{money(row.feeMinor)}</td>
                <td className="back-office-table__figure">{money(row.paidMinor)}</td>
                <td>
                  <Tag minimal intent={row.status === 'overdue' ? 'danger' : row.status === 'paid' ? 'success' : 'none'}>
                    {INSTALMENT_STATUS_LABELS[row.status]}
                  </Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <h4 className="borrower-file__subheading">Payments</h4>
      {loan.payments.length === 0 ? (
        <p className="muted">No payments yet.</p>
      ) : (
        <ul className="borrower-file__payments">
          {loan.payments.map((payment, index) => (
            <li key={`${payment.date}-${index}`}>
              {formatInstant(payment.date)}: {money(payment.amountMinor)}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
