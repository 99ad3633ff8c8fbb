import type { FastifyInstance } from 'fastify';
import type { LoanService } from './loan.service';

const INTERVAL_MS = 60 * 60 * 1000;

/** Runs the loan servicing (reminders, missed payments) hourly while the server is up (LOAN_SERVICING; docs/operations.md). */
export function installLoanServicing(app: FastifyInstance, loans: LoanService): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      loans.service().catch((error: unknown) => app.log.warn({ err: error }, 'loan servicing failed'));
    }, INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
