import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MandateDto } from '../../../src-domain/direct-debit/mandate.dto';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { validateBody } from '../validate-body';
import { toMandateResource } from './direct-debit.resources';
import type { DirectDebitService } from './direct-debit.service';

/**
 * The borrower's Direct Debit (docs/design/repaying-exactly.md §7.3). Signed-in only; a mandate is
 * always the caller's own, and a bank account of another borrower is a 422 on `bank_id`.
 */
export function registerDirectDebitRoutes(app: FastifyInstance, deps: { directDebit: DirectDebitService }): void {
  const { directDebit } = deps;
  const auth = { preHandler: app.requireUser };
  const userOf = (request: FastifyRequest) => authenticated(request).user.id;

  app.get('/api/v1/direct-debit', auth, async (request) => {
    const setup = await directDebit.setupOf(userOf(request));
    return { data: { method: setup.method, mandate: setup.mandate ? toMandateResource(setup.mandate) : null, guarantee: setup.guarantee } };
  });

  app.put('/api/v1/direct-debit/mandate', auth, async (request) => {
    const { bank_id } = await validateBody(MandateDto, request.body);
    return { data: toMandateResource(await directDebit.setUpMandate(userOf(request), bank_id)) };
  });
}
