import type { FastifyInstance } from 'fastify';
import { MarkRefundSentDto } from '../../../src-domain/back-office/back-office-actions.dto';
import { recordIdParam } from '../profile/record-id.param';
import { validateBody } from '../validate-body';
import type { RefundsService } from './refunds.service';
import { staffActorOf, staffRoute } from './staff-guard';

/**
 * "Refunds due" (ADR 0048): servicing and admins list the refunds waiting to be sent and mark one sent
 * with the day and the bank's reference. The refund's id is the payment's it came from.
 */
export function registerRefundRoutes(app: FastifyInstance, refunds: RefundsService): void {
  app.get('/api/v1/back-office/refunds', staffRoute(app, 'payments.record'), async () => ({ data: await refunds.due() }));

  app.post<{ Params: { id: string } }>('/api/v1/back-office/refunds/:id/sent', staffRoute(app, 'payments.record'), async (request) => {
    const id = recordIdParam(request.params.id);
    const input = await validateBody(MarkRefundSentDto, request.body);
    const refund = await refunds.markSent(staffActorOf(request), id, { sentOn: input.sent_on, reference: input.reference });
    return {
      data: {
        id: refund.paymentId,
        amount: refund.amountMinor,
        status: 'sent',
        sent_on: refund.sent?.on ?? input.sent_on,
        reference: refund.sent?.reference ?? input.reference.trim(),
        account_last4: refund.sent?.accountLast4 ?? null,
      },
    };
  });
}
