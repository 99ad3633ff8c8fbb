import { Classes, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import type { StaffRole } from '../../src-domain/back-office/staff-role';
import type { QueueCounts } from '../../src-domain/back-office/queue.entities';
import { visibleSections } from './back-office-sections';

/** Props of {@link BackOfficeNavigation}. */
export interface BackOfficeNavigationProps {
  role: StaffRole | null;
  twoFactorOn: boolean;
  counts: QueueCounts | null;
  onNavigate?: () => void;
}

/** The back office's side navigation: the queues with their live counts, then what the role may open. */
export const BackOfficeNavigation = observer(function BackOfficeNavigation({ role, twoFactorOn, counts, onNavigate }: BackOfficeNavigationProps) {
  return (
    <nav className="dashboard-nav back-office-nav" aria-label="Back office">
      {visibleSections(role, twoFactorOn).map((group) => (
        <div key={group.title} className="dashboard-nav__group">
          <h2 className="dashboard-nav__title">{group.title}</h2>
          <ul>
            {group.sections.map((section) => {
              const count = section.queue && counts ? counts[section.queue] : null;
              return (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      [Classes.BUTTON, Classes.MINIMAL, Classes.FILL, Classes.ALIGN_LEFT, 'dashboard-nav__link', isActive ? Classes.ACTIVE : ''].filter(Boolean).join(' ')
                    }
                  >
                    {section.icon}
                    <span className={Classes.BUTTON_TEXT}>{section.label}</span>
                    {count !== null && (
                      <Tag round minimal={count === 0} intent={count > 0 ? 'primary' : 'none'} className="back-office-nav__count" aria-label={`${count} waiting`}>
                        {count}
                      </Tag>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
});
BackOfficeNavigation.displayName = 'BackOfficeNavigation';
