import { HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import type { Instalment } from '../../../src-domain/loans/schedule';
import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { MoneyText } from './money-text';

/** Props of {@link ScheduleTable}. */
export interface ScheduleTableProps {
  instalments: Instalment[];
  currency: string;
  /** Rows shown before "Show all". @default 12 */
  initialRows?: number;
  caption: string;
}

/** A repayment schedule: each instalment's date, payment, interest, principal and the balance left. */
export function ScheduleTable({ instalments, currency, initialRows = 12, caption }: ScheduleTableProps) {
  const [all, setAll] = useState(false);
  const rows = all ? instalments : instalments.slice(0, initialRows);
  const hidden = instalments.length - rows.length;
  return (
    <div className="schedule-table">
      <div className="schedule-table__scroll" tabIndex={0} role="region" aria-label={caption}>
        <HTMLTable compact striped className="schedule-table__table">
          <caption className="schedule-table__caption">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Due</th>
              <th scope="col" className="num">Payment</th>
              <th scope="col" className="num schedule-table__detail">Interest</th>
              <th scope="col" className="num schedule-table__detail">Principal</th>
              <th scope="col" className="num">Left to repay</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number}>
                <td>{row.number}</td>
                <td>{formatCalendarDate(row.dueDate, 'short')}</td>
                <td className="num">
                  <MoneyText minor={row.paymentMinor} currency={currency} pence="always" />
                </td>
                <td className="num schedule-table__detail">
                  <MoneyText minor={row.interestMinor} currency={currency} pence="always" />
                </td>
                <td className="num schedule-table__detail">
                  <MoneyText minor={row.principalMinor} currency={currency} pence="always" />
                </td>
                <td className="num">
                  <MoneyText minor={row.balanceAfterMinor} currency={currency} pence="always" />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {hidden > 0 && (
        <button type="button" className="bp6-button bp6-minimal schedule-table__more" onClick={() => setAll(true)}>
          Show all {instalments.length} payments
        </button>
      )}
    </div>
  );
}
ScheduleTable.displayName = 'ScheduleTable';
