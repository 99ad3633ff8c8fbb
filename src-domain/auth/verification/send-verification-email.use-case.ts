import type { UseCase } from '../../shared/use-case';
import type { CodeSent } from '../one-time-code';
import type { VerificationGateway } from './verification-gateway.port';

/**
 * Asks for the e-mail confirmation link. The link lands on `/dashboard/main?email_verified=1`
 * (or `/auth/sign-in?email_verified=1` when opened signed out); `LoadCurrentUser` then shows the new state.
 */
export class SendVerificationEmail implements UseCase<void, CodeSent> {
  constructor(private readonly verification: Pick<VerificationGateway, 'sendVerificationEmail'>) {}

  execute(): Promise<CodeSent> {
    return this.verification.sendVerificationEmail();
  }
}
