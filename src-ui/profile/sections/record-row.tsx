import { Button } from '@blueprintjs/core';
import { EditIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';

/** Props of {@link RecordRow}. */
export interface RecordRowProps {
  /** The record's headline, e.g. the first address line. */
  title: string;
  /** Tags after the title (type, primary…). */
  tags?: ReactNode;
  /** Lines under the title. */
  children?: ReactNode;
  /** Accessible name of the edit button, e.g. "Edit 12 Harrier Way". */
  editLabel: string;
  onEdit: () => void;
}

/** One saved record in a section's list, with its edit button. */
export function RecordRow({ title, tags, children, editLabel, onEdit }: RecordRowProps) {
  return (
    <li className="record-row">
      <div className="record-row__body">
        <div className="record-row__title">
          <strong>{title}</strong>
          {tags}
        </div>
        {children}
      </div>
      <Button variant="minimal" icon={<EditIcon />} aria-label={editLabel} onClick={onEdit}>
        <span className="record-row__edit-text">Edit</span>
      </Button>
    </li>
  );
}
RecordRow.displayName = 'RecordRow';
