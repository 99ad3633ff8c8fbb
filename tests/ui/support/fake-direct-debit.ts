import type { DirectDebitGateway } from '../../../src-domain/direct-debit/direct-debit-gateway.port';
import { GetDirectDebit, SetUpMandate } from '../../../src-domain/direct-debit/direct-debit.use-cases';
import type { MandateDto } from '../../../src-domain/direct-debit/mandate.dto';
import type { CollectionMethod, DirectDebitGuarantee, Mandate } from '../../../src-domain/direct-debit/mandate.entity';
import { ValidationFailed, type DomainError } from '../../../src-domain/shared/errors';
import type { AppServices } from '../../../src-ui/app/app-services';

/** A few lines in the shape of the scheme's Guarantee; the real words come from the server's brand template. */
export const GUARANTEE: DirectDebitGuarantee = {
  version: '2026-12',
  blocks: [
    { kind: 'heading', level: 1, text: 'The Direct Debit Guarantee' },
    { kind: 'list', items: ['This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.', 'You can cancel a Direct Debit at any time by contacting your bank.'] },
  ],
};

/** A pending mandate on the fake profile's Barclays account (id 1). */
export function aMandate(overrides: Partial<Mandate> = {}): Mandate {
  return { reference: 'KCDD-000041', status: 'active', accountHolder: 'Ada Lovelace', bankName: 'Barclays', sortCode: '20-00-00', accountLast4: '5678', lodgedAt: '2026-12-20T10:00:00.000Z', onPreviousAccount: [], ...overrides };
}

/** The bank accounts the fake knows as the borrower's, by profile id: last four digits and bank. */
export type KnownAccounts = Record<number, { bankName: string; sortCode: string; last4: string }>;

/**
 * The Direct Debit API in memory, with the server's rules: a mandate goes only on one of the
 * borrower's accounts (else 422 `bank_id`), the account already in force changes nothing, and any other
 * is a new instruction with a new reference.
 */
export class FakeDirectDebitGateway implements DirectDebitGateway {
  readonly instructions: MandateDto[] = [];
  failNext: DomainError | null = null;
  /** Payments already with the bank on the live mandate (amount, date): a change leaves them on the old account, as the server does. */
  withTheBank: { amountMinor: number; dueOn: string }[] = [];
  private issued = 41;

  constructor(
    public mandate: Mandate | null = aMandate(),
    public method: CollectionMethod = 'direct_debit',
    private readonly accounts: KnownAccounts = {},
  ) {}

  async setup() {
    this.throwIfFailing();
    return { method: this.method, mandate: this.mandate && { ...this.mandate }, guarantee: structuredClone(GUARANTEE) };
  }

  async setUpMandate(input: MandateDto): Promise<Mandate> {
    this.throwIfFailing();
    const account = this.accounts[input.bank_id];
    if (!account) throw new ValidationFailed({ bank_id: ['Choose one of your own bank accounts.'] }, 'Choose one of your own bank accounts.', 422);
    // The account the live mandate is already on: the server changes nothing.
    const live = this.mandate && (this.mandate.status === 'pending' || this.mandate.status === 'active') ? this.mandate : null;
    if (live && live.sortCode === account.sortCode && live.accountLast4 === account.last4) return { ...live };
    this.instructions.push(input);
    this.issued += 1;
    const onPreviousAccount = live ? this.withTheBank.map((p) => ({ ...p, mandateReference: live.reference, accountLast4: live.accountLast4 })) : [];
    this.mandate = aMandate({ reference: `KCDD-0000${this.issued}`, status: 'pending', bankName: account.bankName, sortCode: account.sortCode, accountLast4: account.last4, lodgedAt: null, onPreviousAccount });
    return { ...this.mandate };
  }

  private throwIfFailing(): void {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
  }
}

export function directDebitServices(gateway: DirectDebitGateway): Pick<AppServices, 'directDebit'> {
  return { directDebit: { get: new GetDirectDebit(gateway), setUpMandate: new SetUpMandate(gateway) } };
}
