import { Button, Card, Elevation } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import type { ReactElement, ReactNode } from 'react';

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  /** Heading id, for the section's accessible name. */
  id: string;
  title: string;
  icon: ReactElement;
  /** One sentence: why the lender asks. */
  description: string;
  /** The add button's label; no button when absent. */
  addLabel?: string;
  onAdd?: () => void;
  children: ReactNode;
}

/** A titled card of the details page: icon, title, why it is asked, an add button, then its content. */
export function ProfileSection({ id, title, icon, description, addLabel, onAdd, children }: ProfileSectionProps) {
  return (
    <Card elevation={Elevation.ONE} className="profile-section" aria-labelledby={id} role="region">
      <header className="profile-section__head">
        <span className="profile-section__icon">{icon}</span>
        <div className="profile-section__titles">
          <h2 id={id}>{title}</h2>
          <p className="muted">{description}</p>
        </div>
        {addLabel && onAdd && (
          <Button className="profile-section__add" icon={<PlusIcon />} variant="outlined" onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </header>
      {children}
    </Card>
  );
}
ProfileSection.displayName = 'ProfileSection';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: string;
  /** What to add and why, in a sentence or two. */
  body: string;
  actionLabel: string;
  onAction: () => void;
}

/** What a section shows before anything is saved: what to add, why, and the button to do it. */
export function EmptyState({ title, body, actionLabel, onAction }: EmptyStateProps) {
  return (
    <div className="profile-empty">
      <h3>{title}</h3>
      <p className="muted">{body}</p>
      <Button intent="primary" icon={<PlusIcon />} onClick={onAction}>
        {actionLabel}
      </Button>
    </div>
  );
}
EmptyState.displayName = 'EmptyState';
