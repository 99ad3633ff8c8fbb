import type { FastifyInstance } from 'fastify';
import { ChangePasswordDto } from '../../../src-domain/auth/password/change-password.dto';
import { ForgotPasswordDto } from '../../../src-domain/auth/password/forgot-password.dto';
import { ResetPasswordDto } from '../../../src-domain/auth/password/reset-password.dto';
import { VerifyForgotOtpDto } from '../../../src-domain/auth/password/verify-forgot-otp.dto';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { browserOf } from './security-alerts';
import { validateBody } from '../validate-body';
import type { AccountSecurityGuards } from './account-security.limits';
import type { PasswordRecoveryService } from './password-recovery.service';

/** POST /api/forgot-password, /api/resend-forgot-otp, /api/forgot-verify-otp, /api/reset-password, /api/change-password. */
export function registerPasswordRoutes(app: FastifyInstance, deps: { passwords: PasswordRecoveryService; guards: AccountSecurityGuards }): void {
  const { guards, passwords } = deps;

  app.post('/api/forgot-password', { preHandler: guards.codeSends }, async (request) => {
    const input = await validateBody(ForgotPasswordDto, request.body);
    return passwords.sendCode(input.email);
  });

  app.post('/api/resend-forgot-otp', { preHandler: guards.codeSends }, async (request) => {
    const input = await validateBody(ForgotPasswordDto, request.body);
    return passwords.sendCode(input.email);
  });

  app.post('/api/forgot-verify-otp', { preHandler: guards.codeChecks }, async (request) => {
    const input = await validateBody(VerifyForgotOtpDto, request.body);
    return passwords.verifyCode(input.email, input.otp);
  });

  app.post('/api/reset-password', { preHandler: guards.codeChecks }, async (request) => {
    const input = await validateBody(ResetPasswordDto, request.body);
    await passwords.reset(input, browserOf(request.headers['user-agent']));
    return { message: 'Your password has been reset. Please sign in with your new password.' };
  });

  app.post('/api/change-password', { preHandler: [guards.codeChecks, app.requireUser] }, async (request) => {
    const input = await validateBody(ChangePasswordDto, request.body);
    const { user, token } = authenticated(request);
    await passwords.change(user, token.id, input, browserOf(request.headers['user-agent']));
    return { message: 'Your password has been changed. Other devices have been signed out.' };
  });
}
