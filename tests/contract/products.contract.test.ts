import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetLoanProduct, ListBranches, ListLoanProducts, QuoteLoan } from '../../src-domain/loans/product.use-cases';
import { quoteLoan } from '../../src-domain/loans/quote';
import { NotFound, ValidationFailed } from '../../src-domain/shared/errors';
import { startServer, type RunningServer } from '../../src-server/server';
import { nodePlatform } from '../../src/cli/node-platform';
import { buildContainer } from '../../src/container';

/** The catalogue and quote use-cases, through the real HTTP policy and got, against the real server. */
let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kestrel-products-contract-'));
  server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: `sqlite:${join(dir, 'lender.sqlite')}` });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const visitor = () => buildContainer(nodePlatform(server.url, join(dir, 'visitor.cookies.json'), () => undefined));

describe('products over the wire', () => {
  it('lists the catalogue, finds one product by alias, and lists the branches, signed out', async () => {
    const container = visitor();
    const offers = await container.get(ListLoanProducts).execute();
    expect(offers.map((o) => o.product.alias)).toEqual(['personal-loan', 'debt-consolidation-loan', 'payday-loan']);
    expect(offers[0]).toMatchObject({ representativeApr: '13.7', product: { minPrincipalMinor: 100_000, termUnit: 'months', priceBands: [{ annualRate: '0.219' }] } });

    expect((await container.get(GetLoanProduct).execute('payday-loan')).product.frequency).toBe('single');
    await expect(container.get(GetLoanProduct).execute('yacht-loan')).rejects.toBeInstanceOf(NotFound);
    expect((await container.get(ListBranches).execute())[0]).toMatchObject({ name: 'Leeds (head office)', postalCode: 'LS1 4AP' });
  });

  it('a quote from the server is the one the domain math gives for the same product, to the penny', async () => {
    const container = visitor();
    const [personal] = await container.get(ListLoanProducts).execute();
    const remote = await container.get(QuoteLoan).execute({ product_alias: 'personal-loan', amount: 1_235_000, term: 47, start_date: '2027-01-31' });
    expect(remote).toEqual(quoteLoan(personal.product, 1_235_000, 47, '2027-01-31'));
  });

  it('bounds are refused by the client before any call, and by the server in the same words', async () => {
    const container = visitor();
    const error = await container.get(QuoteLoan).execute({ product_alias: 'payday-loan', amount: 5_000, term: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).fields).toEqual({ amount: ['Choose an amount from £100 to £1,000.'] });
  });
});
