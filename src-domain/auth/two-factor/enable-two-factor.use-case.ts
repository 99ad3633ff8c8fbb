import type { UseCase } from '../../shared/use-case';
import type { TwoFactorEnrolment } from './two-factor-enrolment';
import type { TwoFactorGateway } from './two-factor-gateway.port';

/** Starts switching 2FA on: the secret to put into an authenticator app (QR code, link, text). */
export class EnableTwoFactor implements UseCase<void, TwoFactorEnrolment> {
  constructor(private readonly twoFactor: Pick<TwoFactorGateway, 'enable'>) {}

  execute(): Promise<TwoFactorEnrolment> {
    return this.twoFactor.enable();
  }
}
