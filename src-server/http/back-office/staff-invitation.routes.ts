import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { AcceptStaffInvitationDto } from '../../../src-domain/back-office/accept-staff-invitation.dto';
import type { PasswordPolicy } from '../account-security/password-policy';
import { validateBody } from '../validate-body';
import type { StaffAccountsService } from './staff-accounts.service';

export interface StaffInvitationRoutesDeps {
  staffAccounts: StaffAccountsService;
  /** The borrowers' password rules (too common a password is refused). */
  passwordPolicy: PasswordPolicy;
  /** The limit on code and link checks per IP, so invitation tokens cannot be guessed at speed. */
  limit?: preHandlerHookHandler | preHandlerHookHandler[];
}

/** POST /api/v1/staff-invitations/accept (guest): the invited staff member chooses a password; then they sign in. */
export function registerStaffInvitationRoutes(app: FastifyInstance, deps: StaffInvitationRoutesDeps): void {
  app.post('/api/v1/staff-invitations/accept', { preHandler: deps.limit ?? [] }, async (request, reply) => {
    const input = await validateBody(AcceptStaffInvitationDto, request.body);
    deps.passwordPolicy.assertAcceptable(input.password);
    await deps.staffAccounts.acceptInvitation(input.token, input.password);
    return reply.code(204).send();
  });
}
