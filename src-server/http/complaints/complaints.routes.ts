import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { recordIdParam } from '../profile/record-id.param';
import { toComplaintResource } from './complaint.resources';
import type { ComplaintService } from './complaint.service';

type WithId = { Params: { id: string } };

/**
 * The borrower's complaints (issue 27.6): their state and the dates we keep to. Only the borrower's
 * own: another borrower's id is a 404 that says nothing more. The lender works them through the
 * operator's commands.
 */
export function registerComplaintRoutes(app: FastifyInstance, deps: { complaints: ComplaintService }): void {
  const auth = { preHandler: app.requireUser };
  const userOf = (request: FastifyRequest) => authenticated(request).user.id;

  app.get('/api/v1/complaints', auth, async (request) => ({ data: (await deps.complaints.forUser(userOf(request))).map(toComplaintResource) }));

  app.get<WithId>('/api/v1/complaints/:id', auth, async (request) => ({
    data: toComplaintResource(await deps.complaints.oneOfUser(userOf(request), recordIdParam(request.params.id))),
  }));
}
