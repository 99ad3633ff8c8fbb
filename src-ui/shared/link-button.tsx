import { AnchorButton, type AnchorButtonProps } from '@blueprintjs/core';
import type * as React from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/** Props of {@link LinkButton}. */
export interface LinkButtonProps extends Omit<AnchorButtonProps, 'href' | 'onClick'> {
  /** In-app destination. */
  to: string;
  /** Replace the history entry instead of pushing one. @default false */
  replace?: boolean;
  /** Called after the navigation was started (e.g. to close a drawer). */
  onNavigate?: () => void;
}

/** A Blueprint button that is a real link: client-side navigation, but open-in-new-tab still works. */
export function LinkButton({ to, replace = false, onNavigate, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <AnchorButton
      role="link" // it navigates: assistive technology should announce a link, not a button
      {...props}
      href={href}
      onClick={(event) => {
        handleClick(event as React.MouseEvent<HTMLAnchorElement>);
        onNavigate?.();
      }}
    />
  );
}
LinkButton.displayName = 'LinkButton';
