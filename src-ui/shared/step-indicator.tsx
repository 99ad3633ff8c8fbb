import { TickIcon } from '@blueprintjs/icons';

/** Props of {@link StepIndicator}. */
export interface StepIndicatorProps {
  /** The steps' short names, in order. */
  steps: readonly string[];
  /** The index of the step on screen (0-based). */
  current: number;
  /** What the steps are for, read by screen readers. @default "Progress" */
  label?: string;
}

/** "Step 2 of 3" with the steps drawn as a numbered line; done steps carry a tick. */
export function StepIndicator({ steps, current, label = 'Progress' }: StepIndicatorProps) {
  return (
    <nav className="steps" aria-label={label}>
      <p className="steps__count muted">
        Step {current + 1} of {steps.length}
      </p>
      <ol className="steps__list">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={step} className={`steps__item steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="steps__marker" aria-hidden="true">
                {state === 'done' ? <TickIcon size={12} /> : index + 1}
              </span>
              <span className="steps__name">
                {step}
                {state === 'done' && <span className="visually-hidden"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
StepIndicator.displayName = 'StepIndicator';
