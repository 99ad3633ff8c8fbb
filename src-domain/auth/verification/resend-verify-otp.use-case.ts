import type { UseCase } from '../../shared/use-case';
import type { CodeSent } from '../one-time-code';
import type { VerificationGateway } from './verification-gateway.port';

/** Sends a new phone verification code to the signed-in borrower (the first is sent at sign-up). */
export class ResendVerifyOtp implements UseCase<void, CodeSent> {
  constructor(private readonly verification: Pick<VerificationGateway, 'resendPhoneCode'>) {}

  execute(): Promise<CodeSent> {
    return this.verification.resendPhoneCode();
  }
}
