import { H1, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { RegistrationStep } from '../../../src-domain/auth/registration/registration-progress';
import { useFeatureStore } from '../../app/stores.context';
import { LinkButton } from '../../shared/link-button';
import { StepIndicator } from '../../shared/step-indicator';
import { REGISTRATION_PATHS, REGISTRATION_STEPS, RegistrationStore } from './registration.store';
import { TitledCallout } from '../../shared/titled-callout';

const ORDER: readonly RegistrationStep[] = ['verify-phone', 'set-password', 'basics'];

/** Props of {@link RegistrationStepFrame}. */
export interface RegistrationStepFrameProps {
  /** The step this page does. */
  step: RegistrationStep;
  title: string;
  children: ReactNode;
}

/**
 * The frame of steps 2 and 3: the step indicator and the heading; sends the person to the step
 * they have to do next when they open another one, and back to step 1 when no registration is
 * in progress in this tab.
 */
export const RegistrationStepFrame = observer(function RegistrationStepFrame({ step, title, children }: RegistrationStepFrameProps) {
  const registration = useFeatureStore(RegistrationStore);
  const next = registration.nextStep;
  if (next !== null && next !== step) return <Navigate to={REGISTRATION_PATHS[next]} replace />;
  return (
    <div className="auth-page">
      {/* With no registration in this tab, nothing is done yet: the indicator stays on step 1. */}
      <StepIndicator steps={REGISTRATION_STEPS} current={next === null ? 0 : ORDER.indexOf(step)} label="Opening an account" />
      <H1 className="auth-page__title">{next === null ? 'Open an account' : title}</H1>
      {next === null ? (
        <>
          <TitledCallout intent={Intent.WARNING} className="auth-page__callout" title="Let’s start with your contact details">
            {registration.startForm.error ??
              'We could not find a registration in progress in this browser tab. Enter your e-mail and mobile number; if you started before, you will carry on where you left off.'}
          </TitledCallout>
          <LinkButton to={REGISTRATION_PATHS['verify-phone']} intent={Intent.PRIMARY} size="large" fill>
            Go to step 1
          </LinkButton>
        </>
      ) : (
        children
      )}
    </div>
  );
});
RegistrationStepFrame.displayName = 'RegistrationStepFrame';
