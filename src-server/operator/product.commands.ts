import { isCalendarDate } from '../../src-domain/shared/calendar-date';
import { formatMoney, formatTerm } from '../../src-domain/loans/money-format';
import { formatPercent } from '../../src-domain/loans/percent-format';
import { quoteLoan, representativeExample } from '../../src-domain/loans/quote';
import { formatRate } from '../../src-domain/loans/rate-format';
import { ValidationFailed } from '../../src-domain/shared/errors';
import { ProductsRepository } from '../db/products/products.repository';
import { OperatorInputError, parseOptions, type LenderCommand } from './lender-command';

/** Pounds as typed ("250", "250.50") → minor units. */
function pounds(value: string | undefined): number {
  if (value === undefined || !/^\d{1,7}(\.\d{1,2})?$/.test(value)) throw new OperatorInputError('Give the amount in pounds, e.g. 5000 or 250.50.');
  const [whole, pence = ''] = value.split('.');
  return Number(whole) * 100 + Number(pence.padEnd(2, '0'));
}

export const PRODUCT_COMMANDS: readonly LenderCommand[] = [
  {
    name: 'products',
    summary: 'List the loan catalogue with each product’s representative APR',
    usage: 'products',
    async run(_args, context) {
      const today = context.clock.now().toISOString().slice(0, 10);
      const all = await new ProductsRepository(context.database.db).all();
      context.out.table(
        all.map(({ product }) => ({
          alias: product.alias,
          name: product.name,
          amounts: `${formatMoney(product.minPrincipalMinor)}–${formatMoney(product.maxPrincipalMinor)}`,
          terms: `${product.minTerm}–${formatTerm(product.maxTerm, product.termUnit)}`,
          rate: `${formatRate(product.annualRate)}%`,
          'rep. APR': `${formatPercent(representativeExample(product, today, context.config.pricing).quote.aprPercent)}%`,
          active: product.active ? 'yes' : 'no',
        })),
        'The catalogue is empty.',
      );
    },
  },
  {
    name: 'quote',
    summary: 'Price a loan as a borrower would see it, with its schedule',
    usage: 'quote <alias> <amount in pounds> <term> [--start YYYY-MM-DD]',
    async run(args, context) {
      const { positional, options } = parseOptions(args);
      const stored = positional[0] ? await new ProductsRepository(context.database.db).findByAlias(positional[0]) : null;
      if (!stored) throw new OperatorInputError(`There is no product '${positional[0] ?? ''}'. Run 'npm run lender -- products' for the list.`);
      const term = Number(positional[2]);
      if (!Number.isInteger(term) || term < 1) throw new OperatorInputError('Give the term as a whole number of days or months.');
      const start = options.start ?? context.clock.now().toISOString().slice(0, 10);
      if (!isCalendarDate(start)) throw new OperatorInputError('Give the start date as YYYY-MM-DD.');
      let quote;
      try {
        quote = quoteLoan(stored.product, pounds(positional[1]), term, start, context.config.pricing);
      } catch (error) {
        if (error instanceof ValidationFailed) throw new OperatorInputError(Object.values(error.fields).flat().join(' '));
        throw error;
      }
      context.out.table(
        quote.instalments.map((i) => ({ no: i.number, due: i.dueDate, payment: formatMoney(i.paymentMinor), interest: formatMoney(i.interestMinor), principal: formatMoney(i.principalMinor), 'left after': formatMoney(i.balanceAfterMinor) })),
      );
      context.out.print(
        `Total cost of credit ${formatMoney(quote.totalCostMinor)}; total repayable ${formatMoney(quote.totalRepayableMinor)}; APR ${formatPercent(quote.aprPercent)}%${quote.capApplied ? ' (capped)' : ''}.`,
      );
    },
  },
];
