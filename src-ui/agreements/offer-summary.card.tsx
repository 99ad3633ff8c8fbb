import { Card, Elevation } from '@blueprintjs/core';
import type { Offer } from '../../src-domain/agreements/offer.entity';
import { ukDateOf } from '../../src-domain/complaints/complaint-dates';
import { formatTerm } from '../../src-domain/loans/money-format';
import { formatPercent } from '../../src-domain/loans/percent-format';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { MoneyText } from '../loans/shared/money-text';

/** Props of {@link OfferSummaryCard}. */
export interface OfferSummaryCardProps {
  offer: Offer;
}

/** "9 January 2027": the UK day an instant falls on. */
export function ukDayOf(instant: string): string {
  return formatCalendarDate(ukDateOf(new Date(instant)));
}

/** The offer's price at a glance: what you borrow, what you repay and how, the APR, and until when the offer stands. */
export function OfferSummaryCard({ offer }: OfferSummaryCardProps) {
  const { figures } = offer;
  const per = figures.termUnit === 'months' ? ' a month' : '';
  return (
    <Card elevation={Elevation.ONE} className="dashboard__card offer-summary">
      <dl className="offer-summary__facts">
        <div>
          <dt>You borrow</dt>
          <dd className="offer-summary__amount">
            <MoneyText minor={figures.amountMinor} currency={figures.currency} />
          </dd>
        </div>
        <div>
          <dt>You repay</dt>
          <dd>
            {figures.instalments === 1 ? (
              <>One payment of <MoneyText minor={figures.instalmentMinor} currency={figures.currency} pence="always" /></>
            ) : (
              <>
                <MoneyText minor={figures.instalmentMinor} currency={figures.currency} pence="always" />
                {per} × {figures.instalments}
              </>
            )}
            <span className="offer-summary__sub muted"> over {formatTerm(figures.term, figures.termUnit)}</span>
          </dd>
        </div>
        <div>
          <dt>Total payable</dt>
          <dd>
            <MoneyText minor={figures.totalPayableMinor} currency={figures.currency} pence="always" />
          </dd>
        </div>
        <div>
          <dt>APR</dt>
          <dd>{formatPercent(figures.apr)}%</dd>
        </div>
      </dl>
      {offer.status === 'open' && <p className="offer-summary__valid">Valid until {ukDayOf(offer.expiresAt)}</p>}
    </Card>
  );
}
OfferSummaryCard.displayName = 'OfferSummaryCard';
