import type { Container } from 'inversify';
import type { RegisterDto } from '../../../src-domain/auth/register.dto';
import { Register } from '../../../src-domain/auth/register.use-case';
import type { Session } from '../../../src-domain/auth/session';
import { ConfirmSignUp } from '../../../src-domain/auth/sign-up/confirm-sign-up.use-case';
import { signUpTokenOf } from '../../server/support/http-client';
import { latestLink, settledOutboxSize } from '../../server/support/outbox';

/**
 * Opens an account the way a person does: the sign-up, then the link from the e-mail (read from the
 * server's outbox folder `outboxDir`) with the password chosen. Answers the signed-in session.
 */
export async function signUpThroughEmail(container: Container, application: RegisterDto, outboxDir: string): Promise<Session> {
  const before = await settledOutboxSize(outboxDir);
  await container.get(Register).execute(application);
  const link = await latestLink(outboxDir, application.email.trim().toLowerCase(), before, 'sign-up-confirmation');
  return container.get(ConfirmSignUp).execute({ token: signUpTokenOf(link), password: application.password });
}
