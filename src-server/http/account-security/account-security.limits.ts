import type { FastifyInstance } from 'fastify';
import type { AccountSecuritySettings } from '../../config/account-security.config';
import { limitGuard, type LimitGuard } from '../plugins/rate-limit.plugin';

/** The per-IP guards of the account-security calls (the per-account counters live in the services). */
export interface AccountSecurityGuards {
  /** Calls that check a code, a password or a 2FA code. */
  codeChecks: LimitGuard;
  /** Calls that send an SMS or an e-mail. */
  codeSends: LimitGuard;
  /** Sign-ups, v1 and v2. */
  registrations: LimitGuard;
}

export function accountSecurityGuards(app: FastifyInstance, settings: AccountSecuritySettings): AccountSecurityGuards {
  const { codeChecksPerIp, codeSendsPerIp, registrationsPerIp } = settings.limits;
  return {
    codeChecks: limitGuard(app, [{ name: 'code-check-ip', ...codeChecksPerIp, subject: (request) => request.ip }]),
    codeSends: limitGuard(app, [{ name: 'code-send-ip', ...codeSendsPerIp, subject: (request) => request.ip }]),
    registrations: limitGuard(app, [{ name: 'register-ip', ...registrationsPerIp, subject: (request) => request.ip }]),
  };
}
