import type { FastifyInstance } from 'fastify';
import type { LoanService } from './loan.service';

const INTERVAL_MS = 60 * 60 * 1000;

/** The hourly run as others see it: told after each run, whether it changed anything or not. */
export interface LoanServicingRuns {
  onRun(listener: () => void): void;
}

/** Work that runs before each servicing run: Direct Debit collections, so a collection due today is paid before the missed-payment check. */
export interface BeforeServicing {
  run(): Promise<unknown>;
}

/**
 * Runs the loan servicing (collections, reminders, missed payments) hourly while the server is up
 * (LOAN_SERVICING; docs/operations.md).
 */
export function installLoanServicing(app: FastifyInstance, loans: LoanService, collections?: BeforeServicing): LoanServicingRuns {
  let timer: NodeJS.Timeout | null = null;
  const listeners: (() => void)[] = [];
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      (collections?.run().catch((error: unknown) => app.log.warn({ err: error }, 'collections failed')) ?? Promise.resolve())
        .then(() => loans.service())
        .catch((error: unknown) => app.log.warn({ err: error }, 'loan servicing failed'))
        .finally(() => listeners.forEach((listener) => listener()));
    }, INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
  return { onRun: (listener) => void listeners.push(listener) };
}
