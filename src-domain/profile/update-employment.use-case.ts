import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { Employment } from './employment.entity';
import { EmploymentDto } from './employment.dto';
import type { ProfileGateway } from './profile-gateway.port';
import { assertRecordId } from './record-id';

export interface UpdateEmploymentInput {
  id: number;
  employment: EmploymentDto;
}

/** Changes one employment or income record. */
export class UpdateEmployment implements UseCase<UpdateEmploymentInput, Employment> {
  constructor(private readonly profile: Pick<ProfileGateway, 'updateEmployment'>) {}

  async execute(input: UpdateEmploymentInput): Promise<Employment> {
    assertRecordId(input.id);
    return this.profile.updateEmployment(input.id, await validateInput(EmploymentDto, input.employment));
  }
}
