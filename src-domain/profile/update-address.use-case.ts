import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { Address } from './address.entity';
import { AddressDto } from './address.dto';
import type { ProfileGateway } from './profile-gateway.port';
import { assertRecordId } from './record-id';

export interface UpdateAddressInput {
  id: number;
  address: AddressDto;
}

/** Changes one of the borrower's addresses. */
export class UpdateAddress implements UseCase<UpdateAddressInput, Address> {
  constructor(private readonly profile: Pick<ProfileGateway, 'updateAddress'>) {}

  async execute(input: UpdateAddressInput): Promise<Address> {
    assertRecordId(input.id);
    return this.profile.updateAddress(input.id, await validateInput(AddressDto, input.address));
  }
}
