import { H2, NonIdealState, type NonIdealStateProps } from '@blueprintjs/core';

/**
 * Blueprint's NonIdealState (nothing here yet, not found, could not load) with its title as an h2
 * that looks like Blueprint's own: that one is an h4, which skips heading levels under a page's h1
 * (axe's heading-order).
 */
export function EmptyState({ title, description, ...props }: NonIdealStateProps) {
  const text =
    title || description ? (
      <div>
        {title && <H2 className="empty-state__title">{title}</H2>}
        {description && <div>{description}</div>}
      </div>
    ) : undefined;
  return <NonIdealState {...props} description={text} />;
}
EmptyState.displayName = 'EmptyState';
