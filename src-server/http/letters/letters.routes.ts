import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SettlementStatementRequestDto } from '../../../src-domain/letters/settlement-statement-request.dto';
import { sendPdf } from '../agreements/agreements.routes';
import { paginate, pageParam } from '../paginator';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { recordIdParam } from '../profile/record-id.param';
import { validateBody } from '../validate-body';
import { toLetterResource } from './letter.resources';
import type { LetterService } from './letter.service';

type WithId = { Params: { id: string } };

const LETTERS_PER_PAGE = 10;

/**
 * The borrower's letters (docs/design/letters.md §3). Every route needs a signed-in borrower and reads
 * only that borrower's loans and letters: another borrower's id is a 404 that says nothing more.
 */
export function registerLetterRoutes(app: FastifyInstance, deps: { letters: LetterService }): void {
  const { letters } = deps;
  const auth = { preHandler: app.requireUser };
  const userOf = (request: FastifyRequest) => authenticated(request).user.id;

  app.get<{ Querystring: { page?: string } }>('/api/v1/letters', auth, async (request) => {
    const page = pageParam(request.query.page);
    const found = await letters.lettersOf(userOf(request), page, LETTERS_PER_PAGE);
    return paginate(found.rows.map(toLetterResource), found.total, page, LETTERS_PER_PAGE, '/api/v1/letters');
  });

  app.get<WithId>('/api/loan/:id/letters', auth, async (request) => ({ data: (await letters.lettersOfLoan(userOf(request), recordIdParam(request.params.id))).map(toLetterResource) }));

  app.get<WithId>('/api/v1/letters/:id/pdf', auth, async (request, reply) => {
    const { pdf, letter } = await letters.pdf(userOf(request), recordIdParam(request.params.id));
    return sendPdf(reply, pdf, `${letter.loanReference}-${letter.kind}-${letter.id}.pdf`);
  });

  app.post<WithId>('/api/loan/:id/letters/statement', auth, async (request, reply) => {
    const letter = await letters.requestStatement(userOf(request), recordIdParam(request.params.id));
    return reply.code(201).send({ data: toLetterResource(letter) });
  });

  app.post<WithId>('/api/loan/:id/letters/settlement-statement', auth, async (request, reply) => {
    const { date } = await validateBody(SettlementStatementRequestDto, request.body);
    const letter = await letters.requestSettlementStatement(userOf(request), recordIdParam(request.params.id), date);
    return reply.code(201).send({ data: toLetterResource(letter) });
  });
}
