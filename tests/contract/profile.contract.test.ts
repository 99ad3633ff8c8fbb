import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendFeedback } from '../../src-domain/feedback/send-feedback.use-case';
import { AddAddress } from '../../src-domain/profile/add-address.use-case';
import { AddBankAccount } from '../../src-domain/profile/add-bank-account.use-case';
import { AddEmployment } from '../../src-domain/profile/add-employment.use-case';
import { LoadProfile } from '../../src-domain/profile/load-profile.use-case';
import { profileCompleteness } from '../../src-domain/profile/profile-completeness';
import { SaveUserDetails } from '../../src-domain/profile/save-user-details.use-case';
import { UpdateAddress } from '../../src-domain/profile/update-address.use-case';
import { UpdateBankAccount } from '../../src-domain/profile/update-bank-account.use-case';
import { UpdateEmployment } from '../../src-domain/profile/update-employment.use-case';
import { NotFound, ValidationFailed } from '../../src-domain/shared/errors';
import { startServer, type RunningServer } from '../../src-server/server';
import { signUpThroughEmail } from './support/sign-up';
import { nodePlatform } from '../../src/cli/node-platform';
import { buildContainer } from '../../src/container';

/** The real profile use-cases, through the real HTTP policy and got, against the real server. */
let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kestrel-profile-contract-'));
  server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: `sqlite:${join(dir, 'lender.sqlite')}`, outbox: { dir: join(dir, 'outbox'), print: false } });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function aBorrower(name: string) {
  const container = buildContainer(nodePlatform(server.url, join(dir, `${name}.cookies.json`), () => undefined));
  await signUpThroughEmail(
    container,
    {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: `${name}@example.com`,
      phone: '+15555550123',
      password: 'cobol-compiler-1959',
      password_confirmation: 'cobol-compiler-1959',
      terms: true,
    },
    join(dir, 'outbox'),
  );
  return {
    load: container.get(LoadProfile),
    saveDetails: container.get(SaveUserDetails),
    addAddress: container.get(AddAddress),
    updateAddress: container.get(UpdateAddress),
    addBank: container.get(AddBankAccount),
    updateBank: container.get(UpdateBankAccount),
    addEmployment: container.get(AddEmployment),
    updateEmployment: container.get(UpdateEmployment),
    sendFeedback: container.get(SendFeedback),
  };
}

const ADDRESS = { kind: 'home', line1: '1 Navy Yard', line2: null, city: 'Arlington', region: 'VA', postal_code: '22202', country: 'US', lived_from: '2019-06-01', residential_status: 'owner_mortgage' } as const;

describe('profile contract', () => {
  it('fills a profile to 100 % and reads it back as the domain sees it', async () => {
    const grace = await aBorrower('grace');
    expect(profileCompleteness(await grace.load.execute()).percent).toBe(0);

    const details = await grace.saveDetails.execute({
      details: { first_name: 'Grace', middle_name: 'Brewster', last_name: 'Hopper', date_of_birth: '1986-12-09', national_id: 'jm 07 80 51 d', gender: 'female', marital_status: 'single', dependants: 0, education: 'doctorate', nationality: 'US' },
    });
    expect(details).toMatchObject({ firstName: 'Grace', nationalIdMasked: '•••• 051D', phone: '+15555550123' });
    await grace.saveDetails.execute({ id: details.id, details: { first_name: 'Grace', middle_name: null, last_name: 'Hopper', date_of_birth: '1986-12-09', gender: 'female', marital_status: 'married', dependants: 1, education: 'doctorate', nationality: 'US' } });

    const address = await grace.addAddress.execute(ADDRESS);
    expect(address).toMatchObject({ isPrimary: true, postalCode: '22202' });
    const bank = await grace.addBank.execute({ bank_name: 'Navy Federal', account_holder: 'Grace Hopper', account_number: '000123456789', routing_code: '021000021', currency: 'USD' });
    expect(bank).toMatchObject({ accountNumberMasked: '•••• 6789', routingCode: '021000021', isPrimary: true });
    const job = await grace.addEmployment.execute({
      employment_type: 'employed', employer_name: 'US Navy', position: 'Rear Admiral', start_date: '2010-01-04',
      monthly_gross_income: 950_000, monthly_net_income: 700_000, monthly_outgoings: 310_000, income_currency: 'GBP', pay_frequency: 'fortnightly', next_pay_date: inDays(7), employer_phone: null,
    });
    expect(job.monthlyGrossIncome).toEqual({ amountMinor: 950_000, currency: 'GBP' });
    expect(job.monthlyOutgoings).toEqual({ amountMinor: 310_000, currency: 'GBP' });

    const profile = await grace.load.execute();
    expect(profile.details?.maritalStatus).toBe('married');
    expect(profile.details?.nationalIdMasked).toBe('•••• 051D');
    expect(profile.employments[0].monthlyOutgoings).toEqual({ amountMinor: 310_000, currency: 'GBP' });
    expect(profileCompleteness(profile)).toEqual({ percent: 100, complete: true, missing: [] });

    expect((await grace.updateAddress.execute({ id: address.id, address: { ...ADDRESS, line2: 'Suite 7' } })).line2).toBe('Suite 7');
    expect((await grace.updateBank.execute({ id: bank.id, bank: { bank_name: 'Navy Federal CU', account_holder: 'Grace Hopper', routing_code: '021000021', currency: 'USD' } })).accountNumberMasked).toBe('•••• 6789');
    const retired = await grace.updateEmployment.execute({ id: job.id, employment: { employment_type: 'retired', monthly_gross_income: 300_000, monthly_net_income: 250_000, income_currency: 'GBP', pay_frequency: 'monthly' } });
    expect(retired).toMatchObject({ employmentType: 'retired', monthlyOutgoings: null });

    const receipt = await grace.sendFeedback.execute({ category: 'praise', message: 'It is easier to ask forgiveness than permission.', rating: 5 });
    expect(receipt.reference).toMatch(/^FB-\d{6}$/);
  });

  it('gets the server’s field messages, and a 404 for another borrower’s record', async () => {
    const ada = await aBorrower('ada');
    const mallory = await aBorrower('mallory');
    const address = await ada.addAddress.execute({ ...ADDRESS, country: 'US' });

    const stolen = await mallory.updateAddress.execute({ id: address.id, address: ADDRESS }).catch((e: unknown) => e);
    expect(stolen).toBeInstanceOf(NotFound);

    await mallory.addBank.execute({ bank_name: 'B', account_holder: 'Mallory', account_number: '12345678', routing_code: '601613', currency: 'GBP' });
    const duplicate = await mallory.addBank.execute({ bank_name: 'B', account_holder: 'Mallory', account_number: '1234 5678', routing_code: '601613', currency: 'GBP' }).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(ValidationFailed);
    expect((duplicate as ValidationFailed).fields).toEqual({ account_number: ['This account is already saved.'] });
  });
});
