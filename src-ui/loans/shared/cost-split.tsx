import { MoneyText } from './money-text';

/** Props of {@link CostSplit}. */
export interface CostSplitProps {
  principalMinor: number;
  costMinor: number;
  currency: string;
}

/** Where the money repaid goes: what was borrowed and what the credit cost, as one bar and in words. */
export function CostSplit({ principalMinor, costMinor, currency }: CostSplitProps) {
  const total = principalMinor + costMinor;
  const share = total > 0 ? (principalMinor / total) * 100 : 100;
  return (
    <figure className="cost-split">
      <div className="cost-split__bar" aria-hidden="true">
        <span className="cost-split__principal" style={{ width: `${share}%` }} />
        <span className="cost-split__cost" style={{ width: `${100 - share}%` }} />
      </div>
      <figcaption className="cost-split__legend">
        <span>
          <i className="cost-split__key cost-split__key--principal" /> Borrowed <MoneyText minor={principalMinor} currency={currency} />
        </span>
        <span>
          <i className="cost-split__key cost-split__key--cost" /> Interest and fees <MoneyText minor={costMinor} currency={currency} />
        </span>
      </figcaption>
    </figure>
  );
}
CostSplit.displayName = 'CostSplit';
