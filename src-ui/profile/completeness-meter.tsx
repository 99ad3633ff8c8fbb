import { Button, Intent, ProgressBar } from '@blueprintjs/core';
import { ArrowRightIcon, TickCircleIcon } from '@blueprintjs/icons';
import { PROFILE_REQUIREMENT_COUNT, type MissingItem, type ProfileCompleteness, type ProfileRequirement } from '../../src-domain/profile/profile-completeness';

/** Props of {@link CompletenessMeter}. */
export interface CompletenessMeterProps {
  completeness: ProfileCompleteness;
  /** Called with a missing item's key to add it; without it, the items are listed without buttons. */
  onAdd?: (key: ProfileRequirement) => void;
  /** Shown instead of the add buttons, e.g. a link to the details page. */
  action?: React.ReactNode;
}

/** How complete the profile is (a progress bar and a percentage) and what is still missing, with why. */
export function CompletenessMeter({ completeness, onAdd, action }: CompletenessMeterProps) {
  const { percent, missing } = completeness;
  return (
    <div className="completeness">
      <div className="completeness__head">
        <span className="completeness__percent" aria-hidden="true">
          {percent}%
        </span>
        <span className="completeness__summary">
          {missing.length === 0 ? 'Your profile is complete: you can request a loan.' : `${missing.length} of ${PROFILE_REQUIREMENT_COUNT} still to add before you can request a loan.`}
        </span>
      </div>
      <ProgressBar
        value={percent / 100}
        intent={percent === 100 ? Intent.SUCCESS : Intent.PRIMARY}
        stripes={false}
        animate={false}
        aria-label="Profile completeness"
        className="completeness__bar"
      />
      {missing.length === 0 ? (
        <p className="completeness__done">
          <TickCircleIcon className="completeness__done-icon" /> Everything a loan request needs is here. Keep it up to date if anything changes.
        </p>
      ) : (
        <ul className="completeness__missing" aria-label="Still missing">
          {missing.map((item: MissingItem) => (
            <li key={item.key}>
              <span className="completeness__missing-text">
                <strong>{item.label}</strong>
                <span className="muted">{item.why}</span>
              </span>
              {onAdd && (
                <Button size="small" variant="outlined" endIcon={<ArrowRightIcon />} onClick={() => onAdd(item.key)}>
                  Add
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {action}
    </div>
  );
}
CompletenessMeter.displayName = 'CompletenessMeter';
