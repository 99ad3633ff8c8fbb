import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { Employment } from './employment.entity';
import { EmploymentDto } from './employment.dto';
import type { ProfileGateway } from './profile-gateway.port';

/** Adds an employment or income record. */
export class AddEmployment implements UseCase<EmploymentDto, Employment> {
  constructor(private readonly profile: Pick<ProfileGateway, 'addEmployment'>) {}

  async execute(input: EmploymentDto): Promise<Employment> {
    return this.profile.addEmployment(await validateInput(EmploymentDto, input));
  }
}
