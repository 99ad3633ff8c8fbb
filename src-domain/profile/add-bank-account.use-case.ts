import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { BankAccount } from './bank-account.entity';
import { BankAccountDto } from './bank-account.dto';
import type { ProfileGateway } from './profile-gateway.port';

/** Adds a bank account; the answer shows the number masked. */
export class AddBankAccount implements UseCase<BankAccountDto, BankAccount> {
  constructor(private readonly profile: Pick<ProfileGateway, 'addBank'>) {}

  async execute(input: BankAccountDto): Promise<BankAccount> {
    return this.profile.addBank(await validateInput(BankAccountDto, input));
  }
}
