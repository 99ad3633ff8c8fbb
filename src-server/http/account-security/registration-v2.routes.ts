import type { FastifyInstance } from 'fastify';
import { ConfirmRegistrationEmailDto, RegistrationBasicsDto, SetRegistrationPasswordDto, StartRegistrationDto } from '../../../src-domain/auth/registration/registration.dtos';
import type { SignInObserver } from '../notifications/new-browser.sign-in-observer';
import { toUserResource } from '../users/user.resource';
import { validateBody } from '../validate-body';
import type { AccountSecurityGuards } from './account-security.limits';
import type { RegistrationV2Service } from './registration-v2.service';

/** POST /api/v2/register, /api/v2/register/confirm-email, /api/v2/register/set-password, /api/v2/register/basics. */
export function registerRegistrationV2Routes(
  app: FastifyInstance,
  deps: { registration: RegistrationV2Service; guards: AccountSecurityGuards; signIns?: SignInObserver },
): void {
  const { guards, registration } = deps;

  // 202 for a new and a taken address alike: an e-mail is on its way either way (ADR 0028).
  app.post('/api/v2/register', { preHandler: [guards.registrations, guards.codeSends] }, async (request, reply) => {
    const input = await validateBody(StartRegistrationDto, request.body);
    return reply.code(202).send(await registration.start(input));
  });

  app.post('/api/v2/register/confirm-email', { preHandler: [guards.codeChecks, guards.codeSends] }, async (request) => {
    const input = await validateBody(ConfirmRegistrationEmailDto, request.body);
    return { data: await registration.confirmEmail(input.token) };
  });

  app.post('/api/v2/register/set-password', { preHandler: guards.codeChecks }, async (request) => {
    const input = await validateBody(SetRegistrationPasswordDto, request.body);
    return { data: await registration.setPassword(input.registration_token, input.password) };
  });

  app.post('/api/v2/register/basics', async (request, reply) => {
    const input = await validateBody(RegistrationBasicsDto, request.body);
    const { token, user } = await registration.completeBasics(input);
    await deps.signIns?.registered(request, reply, user);
    return reply.code(201).send({ data: { token, token_type: 'Bearer', user: toUserResource(user) } });
  });
}
