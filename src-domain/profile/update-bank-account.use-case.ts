import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { BankAccount } from './bank-account.entity';
import { BankAccountUpdateDto } from './bank-account.dto';
import type { ProfileGateway } from './profile-gateway.port';
import { assertRecordId } from './record-id';

export interface UpdateBankAccountInput {
  id: number;
  bank: BankAccountUpdateDto;
}

/** Changes one of the borrower's bank accounts; leave account_number out to keep the stored one. */
export class UpdateBankAccount implements UseCase<UpdateBankAccountInput, BankAccount> {
  constructor(private readonly profile: Pick<ProfileGateway, 'updateBank'>) {}

  async execute(input: UpdateBankAccountInput): Promise<BankAccount> {
    assertRecordId(input.id);
    return this.profile.updateBank(input.id, await validateInput(BankAccountUpdateDto, input.bank));
  }
}
