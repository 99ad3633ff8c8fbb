import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetDirectDebit, SetUpMandate } from '../../src-domain/direct-debit/direct-debit.use-cases';
import { AddBankAccount } from '../../src-domain/profile/add-bank-account.use-case';
import { LoadProfile } from '../../src-domain/profile/load-profile.use-case';
import { ValidationFailed } from '../../src-domain/shared/errors';
import { SEEDED_SERVER_START_MS, startSeededServer, type SeededServer } from './support/seeded-server';

/**
 * The Direct Debit use-cases through the real HTTP policy and got, against the real server with the
 * demo borrower `npm start` seeds (she set up her mandate before signing her loans).
 */
let seeded: SeededServer;

beforeAll(async () => {
  seeded = await startSeededServer('direct-debit-contract');
}, SEEDED_SERVER_START_MS);
afterAll(() => seeded?.close());

describe('Direct Debit over the wire', { timeout: 30_000 }, () => {
  it('reads the method, the live mandate and the Guarantee; moves the mandate to a profile account (a new reference); refuses an account that is not hers under bank_id', async () => {
    const demo = await seeded.signedInDemo();
    const setup = await demo.get(GetDirectDebit).execute();
    expect(setup.method).toBe('direct_debit');
    expect(setup.mandate).toMatchObject({ status: expect.stringMatching(/^(pending|active)$/), accountHolder: expect.any(String), sortCode: expect.stringMatching(/^\d\d-\d\d-\d\d$/), accountLast4: expect.stringMatching(/^\d{4}$/) });
    expect(setup.guarantee.blocks.some((block) => block.kind === 'heading')).toBe(true);

    // The account it is already on: nothing changes, the reference stays.
    const banks = (await demo.get(LoadProfile).execute()).banks;
    const current = banks.find((bank) => bank.accountNumberMasked.endsWith(setup.mandate!.accountLast4))!;
    expect((await demo.get(SetUpMandate).execute({ bank_id: current.id })).reference).toBe(setup.mandate!.reference);

    // Another account of hers (added as the profile page adds one): a new instruction with a new reference.
    const added = await demo.get(AddBankAccount).execute({
      bank_name: 'Harrier Bank', account_holder: current.accountHolder, account_number: '12345678', routing_code: '30-40-50', currency: 'GBP', is_primary: false,
    });
    const moved = await demo.get(SetUpMandate).execute({ bank_id: added.id });
    expect(moved).toMatchObject({ bankName: 'Harrier Bank', sortCode: '30-40-50', accountLast4: '5678' });
    expect(moved.reference).not.toBe(setup.mandate!.reference);
    expect((await demo.get(GetDirectDebit).execute()).mandate?.reference).toBe(moved.reference);

    const refused = await demo.get(SetUpMandate).execute({ bank_id: 999_999 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationFailed);
    expect(Object.keys((refused as ValidationFailed).fields)).toEqual(['bank_id']);
    expect((await demo.get(GetDirectDebit).execute()).mandate?.reference).toBe(moved.reference);
  });
});
