import { Callout, H2, type CalloutProps } from '@blueprintjs/core';

/** Props of {@link TitledCallout}: a callout's, with a title that is required. */
export type TitledCalloutProps = Omit<CalloutProps, 'title'> & { title: string };

/**
 * A callout with a title that is an h2 and looks like Blueprint's own. Blueprint's `title` renders an
 * h5, which skips heading levels under a page's h1 (axe's heading-order).
 */
export function TitledCallout({ title, children, ...props }: TitledCalloutProps) {
  return (
    <Callout {...props}>
      <H2 className="titled-callout__title">{title}</H2>
      {children}
    </Callout>
  );
}
TitledCallout.displayName = 'TitledCallout';
