import { H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Props of {@link FileSection}. */
export interface FileSectionProps {
  /** The section's anchor, so a queue can link straight to it (`#documents`). */
  id: string;
  title: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One part of the borrower's file: a level-2 heading and what is under it. */
export function FileSection({ id, title, actions, children }: FileSectionProps) {
  return (
    <section id={id} className="borrower-file__section" aria-labelledby={`${id}-title`}>
      <div className="borrower-file__section-header">
        <H2 id={`${id}-title`} className="borrower-file__section-title">
          {title}
        </H2>
        {actions}
      </div>
      {children}
    </section>
  );
}
FileSection.displayName = 'FileSection';

/** Props of {@link Facts}. */
export interface FactsProps {
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
}

/** Label and value pairs, as a description list. */
export function Facts({ facts }: FactsProps) {
  return (
    <dl className="borrower-file__facts">
      {facts.map(([label, value]) => (
        <div key={label} className="borrower-file__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
Facts.displayName = 'Facts';

/** What a missing answer reads as. */
export const NOT_GIVEN = 'Not given';
