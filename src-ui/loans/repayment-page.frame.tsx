import { Button, H1, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { EmptyState } from '../shared/empty-state';
import { LinkButton } from '../shared/link-button';
import type { Loadable } from '../shared/loadable';
import type { RepaymentView } from './repayment.store';

/** What a repayment page's store gives its frame: the loan it shows and a way to read it again. */
export interface RepaymentPageSource {
  readonly view: Loadable<RepaymentView>;
  loanId: number | null;
  open(loanId: number): Promise<void>;
}

export interface RepaymentPageFrameProps {
  title: string;
  loanId: number;
  source: RepaymentPageSource;
  /** The line under the title once the loan is read. */
  subtitle: (view: RepaymentView) => ReactNode;
  /** What the closed-loan state says: there is nothing for this page to do. */
  closedDescription: string;
  /** The page itself, for an active loan. */
  children: (view: RepaymentView) => ReactNode;
}

/**
 * The frame both repayment pages share: the title with the loan under it and the way back, then the
 * loan's loading, error and closed states, and only for an active loan the page's own content.
 */
export const RepaymentPageFrame = observer(function RepaymentPageFrame({ title, loanId, source, subtitle, closedDescription, children }: RepaymentPageFrameProps) {
  const view = source.loanId === loanId ? source.view.value : null;
  const loanPath = `/dashboard/user-loans/${loanId}`;
  return (
    <div className="loan-page repayment-page">
      <header className="dashboard__header loan-page__header">
        <div>
          <H1 className="dashboard__title">{title}</H1>
          {view && <p className="muted">{subtitle(view)}</p>}
        </div>
        <LinkButton to={loanPath}>Back to the loan</LinkButton>
      </header>
      {source.view.error ? (
        <EmptyState
          title="We could not show this loan"
          description={source.view.error === 'We could not find what you asked for.' ? 'There is no loan with this number in your account.' : source.view.error}
          action={<Button intent="primary" text="Try again" onClick={() => void source.open(loanId)} />}
        />
      ) : !view ? (
        <div className="loan-page__loading">
          <Spinner size={32} aria-label="Loading your loan" />
        </div>
      ) : view.loan.status !== 'active' ? (
        <EmptyState title="This loan is closed" description={closedDescription} action={<LinkButton to={loanPath}>Back to the loan</LinkButton>} />
      ) : (
        children(view)
      )}
    </div>
  );
});
RepaymentPageFrame.displayName = 'RepaymentPageFrame';
