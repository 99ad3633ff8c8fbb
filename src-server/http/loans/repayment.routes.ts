import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PartPaymentDto, PartPaymentPreviewDto, PaymentDateMoveDto, PaymentDatePreviewDto } from '../../../src-domain/loans/repayment.dto';
import { SettlementQueryDto } from '../../../src-domain/loans/settlement-query.dto';
import { LoanPaymentsRepository } from '../../db/loans/loan-payments.repository';
import { PaymentRefundsRepository } from '../../db/loans/payment-refunds.repository';
import { toLoanRefundResource } from './loan-refund.resource';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { recordIdParam } from '../profile/record-id.param';
import { validateBody } from '../validate-body';
import type { LoanService } from './loan.service';
import { toLoanSettlementResource, toPartPaymentPreviewResource, toPartPaymentResource, toPaymentDatePreviewResource, toRepaymentResource } from './repayment.resources';
import type { RepaymentService } from './repayment.service';
import type { LoanState } from './repayment-terms.mapper';

type WithId = { Params: { id: string } };

/**
 * Repaying exactly (issue 26, docs/design/repaying-exactly.md §7.1): today's position on the
 * interest ledger, the settlement figure, part payments previewed and confirmed, and the payment
 * date moved. Every route is the signed-in borrower's own: another borrower's loan is a 404.
 */
export function registerRepaymentRoutes(app: FastifyInstance, deps: { loans: LoanService }): void {
  const repayments: RepaymentService = deps.loans.repayments;
  const db = repayments.db;
  const auth = { preHandler: app.requireUser };
  const userOf = (request: FastifyRequest) => authenticated(request).user.id;
  const stateOf = (request: FastifyRequest<WithId>) => repayments.stateOf(db, recordIdParam(request.params.id), userOf(request));

  const repaymentResource = async (state: LoanState) => {
    const position = repayments.position(state);
    const [refusal, pending] = await Promise.all([state.loan.status === 'active' ? repayments.dateMoveRefusal(db, state) : null, new LoanPaymentsRepository(db).pendingPartPayment(state.loan.id)]);
    // Money beyond what was owed, due back or returned (ADR 0048): the loan page says which.
    const refundsRepository = new PaymentRefundsRepository(db);
    const owed = await refundsRepository.ofLoan(state.loan.id);
    const onFile = owed.some((refund) => !refund.sent) ? await refundsRepository.accountFor(state.loan.id) : null;
    const refunds = owed.map((refund) => toLoanRefundResource({ ...refund, dueAccountLast4: onFile?.accountLast4 ?? null }));
    return { ...toRepaymentResource(state, { ...position, refusal, moveMonths: repayments.moveMonths, pending }), refunds };
  };

  app.get<WithId>('/api/v1/loans/:id/repayment', auth, async (request) => ({ data: await repaymentResource(await stateOf(request)) }));

  // The settlement figure on the ledger, with the 2004 regulations' comparison (the old route, new figures).
  app.get<WithId & { Querystring: { date?: string } }>('/api/loan/:id/settlement', auth, async (request) => {
    const id = recordIdParam(request.params.id);
    // One date or none: a repeated `date` arrives as an array and is refused like any other non-date.
    const { date = repayments.today() } = await validateBody(SettlementQueryDto, request.query.date === undefined ? {} : { date: request.query.date });
    return { data: toLoanSettlementResource(await repayments.settlement(userOf(request), id, date)) };
  });

  app.post<WithId>('/api/v1/loans/:id/part-payments/preview', auth, async (request) => {
    const state = await stateOf(request);
    const input = await validateBody(PartPaymentPreviewDto, request.body);
    const { preview, hash } = repayments.previewPartPayment(state, input.amount, input.choice);
    return { data: toPartPaymentPreviewResource(preview, input.choice, hash) };
  });

  app.post<WithId>('/api/v1/loans/:id/part-payments', auth, async (request, reply) => {
    const state = await stateOf(request);
    const input = await validateBody(PartPaymentDto, request.body);
    const row = await repayments.confirmPartPayment(userOf(request), state.loan.id, { amountMinor: input.amount, choice: input.choice, previewHash: input.preview_hash });
    return reply.code(201).send({ data: toPartPaymentResource(row, state.loan.account_number) });
  });

  app.delete<{ Params: { id: string; partPaymentId: string } }>('/api/v1/loans/:id/part-payments/:partPaymentId', auth, async (request, reply) => {
    await repayments.cancelPartPayment(userOf(request), recordIdParam(request.params.id), recordIdParam(request.params.partPaymentId));
    return reply.code(204).send();
  });

  app.post<WithId>('/api/v1/loans/:id/payment-date/preview', auth, async (request) => {
    const state = await stateOf(request);
    const input = await validateBody(PaymentDatePreviewDto, request.body);
    const { preview, hash } = await repayments.previewDateMove(db, state, input.day);
    return { data: toPaymentDatePreviewResource(preview, hash) };
  });

  app.put<WithId>('/api/v1/loans/:id/payment-date', auth, async (request) => {
    const state = await stateOf(request);
    const input = await validateBody(PaymentDateMoveDto, request.body);
    await repayments.moveDate(userOf(request), state.loan.id, input.day, input.preview_hash);
    return { data: await repaymentResource(await stateOf(request)) };
  });
}
