import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { Address } from './address.entity';
import { AddressDto } from './address.dto';
import type { ProfileGateway } from './profile-gateway.port';

/** Adds an address; making it primary unsets the previous primary one. */
export class AddAddress implements UseCase<AddressDto, Address> {
  constructor(private readonly profile: Pick<ProfileGateway, 'addAddress'>) {}

  async execute(input: AddressDto): Promise<Address> {
    return this.profile.addAddress(await validateInput(AddressDto, input));
  }
}
