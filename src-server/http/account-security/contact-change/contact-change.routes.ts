import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ConfirmEmailChangeDto, ConfirmPhoneChangeDto, RequestEmailChangeDto, RequestPhoneChangeDto } from '../../../../src-domain/auth/contact-change/contact-change.dtos';
import { browserOf } from '../security-alerts';
import { authenticated } from '../../plugins/bearer-auth.plugin';
import { toUserResource } from '../../users/user.resource';
import { validateBody } from '../../validate-body';
import type { AccountSecurityGuards } from '../account-security.limits';
import * as words from './contact-change.messages';
import type { Asker, ContactChangeService } from './contact-change.service';

/**
 * POST /api/v1/account/email-change(/confirm) and /api/v1/account/phone-change(/confirm): the
 * signed-in borrower changes their own contact details (ADR 0033). A request answers 202: nothing
 * has changed until the new address or number is confirmed.
 */
export function registerContactChangeRoutes(app: FastifyInstance, deps: { contacts: ContactChangeService; guards: AccountSecurityGuards }): void {
  const { contacts, guards } = deps;
  const asker = (request: FastifyRequest): Asker => {
    const { user, token } = authenticated(request);
    return { user, tokenId: token.id, browser: browserOf(request.headers['user-agent']) };
  };

  app.post('/api/v1/account/email-change', { preHandler: [guards.codeSends, app.requireUser] }, async (request, reply) => {
    const input = await validateBody(RequestEmailChangeDto, request.body);
    return reply.code(202).send(await contacts.requestEmailChange(asker(request), input));
  });

  app.post('/api/v1/account/email-change/confirm', { preHandler: [guards.codeChecks, app.requireUser] }, async (request) => {
    const input = await validateBody(ConfirmEmailChangeDto, request.body);
    return { message: words.EMAIL_CHANGED, data: toUserResource(await contacts.confirmEmailChange(asker(request), input.token)) };
  });

  app.post('/api/v1/account/phone-change', { preHandler: [guards.codeSends, app.requireUser] }, async (request, reply) => {
    const input = await validateBody(RequestPhoneChangeDto, request.body);
    return reply.code(202).send(await contacts.requestPhoneChange(asker(request), input));
  });

  app.post('/api/v1/account/phone-change/confirm', { preHandler: [guards.codeChecks, app.requireUser] }, async (request) => {
    const input = await validateBody(ConfirmPhoneChangeDto, request.body);
    return { message: words.PHONE_CHANGED, data: toUserResource(await contacts.confirmPhoneChange(asker(request), input)) };
  });
}
