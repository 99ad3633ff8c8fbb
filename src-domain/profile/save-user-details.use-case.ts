import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import { assertMinimumAge, assertRequiredAnswers, type ProfilePolicy } from './profile-policy';
import type { ProfileGateway } from './profile-gateway.port';
import { assertRecordId } from './record-id';
import type { UserDetails } from './user-details.entity';
import { UserDetailsDto, UserDetailsUpdateDto } from './user-details.dto';

/** `id` absent: the first save (POST /api/user_details); present: an update of that record. */
export type SaveUserDetailsInput = { id?: undefined; details: UserDetailsDto } | { id: number; details: UserDetailsUpdateDto };

/** Creates or updates the borrower's personal details, after the DTO's rules, the lender's age rule and the questions it requires. */
export class SaveUserDetails implements UseCase<SaveUserDetailsInput, UserDetails> {
  constructor(
    private readonly profile: Pick<ProfileGateway, 'createDetails' | 'updateDetails'>,
    private readonly policy: ProfilePolicy,
  ) {}

  async execute(input: SaveUserDetailsInput): Promise<UserDetails> {
    if (input.id === undefined) {
      const details = await validateInput(UserDetailsDto, input.details);
      assertMinimumAge(details.date_of_birth, this.policy);
      assertRequiredAnswers(details, this.policy);
      return this.profile.createDetails(details);
    }
    assertRecordId(input.id);
    const details = await validateInput(UserDetailsUpdateDto, input.details);
    assertMinimumAge(details.date_of_birth, this.policy);
    assertRequiredAnswers(details, this.policy);
    return this.profile.updateDetails(input.id, details);
  }
}
