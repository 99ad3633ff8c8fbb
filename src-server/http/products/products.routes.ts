import type { FastifyInstance } from 'fastify';
import { isShortTerm } from '../../../src-domain/loans/loan-product.entity';
import { LoanQuoteDto, PaydayCalculationDto } from '../../../src-domain/loans/loan-quote.dto';
import { quoteLoan } from '../../../src-domain/loans/quote';
import { payDayOptions, type PayDaySettings } from '../loans/pay-day-options';
import type { PricingPolicy } from '../../../src-domain/loans/price-cap';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { HttpError } from '../http-error';
import type { BranchesRepository, ProductsRepository } from '../../db/products/products.repository';
import type { Clock } from '../../services/clock.port';
import { limitGuard } from '../plugins/rate-limit.plugin';
import { validateBody } from '../validate-body';
import { toBranchResource, toPaydayResource, toProductResource, toQuoteResource } from './product.resources';

/** Quotes a visitor may ask for in a minute from one address: a slider dragged end to end, several times. */
export const QUOTES_PER_MINUTE = 120;

export interface ProductsRouteDeps {
  products: ProductsRepository;
  branches: BranchesRepository;
  pricing: PricingPolicy;
  clock: Clock;
  /** The bank holidays and minimum days a quote on a pay day needs (ADR 0045). */
  payDays: PayDaySettings;
}

/**
 * The catalogue and the price of credit (spec §7 Products, Branches; ADR 0016): public, read-only
 * except the two quote calls, which compute and store nothing. Figures come from the domain's
 * loan math, the same module the loans themselves are built with.
 */
export function registerProductRoutes(app: FastifyInstance, deps: ProductsRouteDeps): void {
  const { products, branches, pricing, clock, payDays } = deps;
  const today = () => clock.now().toISOString().slice(0, 10);
  const perIp = limitGuard(app, [{ name: 'quote-ip', max: QUOTES_PER_MINUTE, windowMs: 60_000, subject: (request) => request.ip }]);

  app.get('/api/get-active', async () => ({ data: (await products.active()).map((stored) => toProductResource(stored, pricing, today())) }));

  app.get<{ Params: { alias: string } }>('/api/alias-product/:alias', async (request) => {
    const stored = await products.findByAlias(request.params.alias);
    if (!stored || !stored.product.active) throw new HttpError(404, `No loan product is called '${request.params.alias.slice(0, 60)}'.`);
    return { data: toProductResource(stored, pricing, today()) };
  });

  app.get('/api/branches', async () => ({ data: (await branches.all()).map(toBranchResource) }));

  app.post('/api/loan-quote', { preHandler: perIp }, async (request) => {
    const input = await validateBody(LoanQuoteDto, request.body);
    const stored = await products.findByAlias(input.product_alias);
    if (!stored || !stored.product.active) throw new ValidationFailed({ product_alias: ['Choose a loan from the list.'] });
    return { data: toQuoteResource(quoteLoan(stored.product, input.amount, input.term, input.start_date ?? today(), pricing, payDayOptions(input.pay_day, payDays))) };
  });

  app.post('/api/payday-loan-calculation', { preHandler: perIp }, async (request) => {
    const input = await validateBody(PaydayCalculationDto, request.body);
    const stored = input.product_alias ? await products.findByAlias(input.product_alias) : (await products.active()).find((p) => isShortTerm(p.product)) ?? null;
    if (!stored || !stored.product.active || !isShortTerm(stored.product)) {
      throw new ValidationFailed({ product_alias: [input.product_alias ? 'Choose a short-term loan.' : 'No short-term loan is offered at the moment.'] });
    }
    return { data: toPaydayResource(quoteLoan(stored.product, input.amount, input.term, input.start_date ?? today(), pricing)) };
  });
}
