import { IsIn, IsInt, IsISO31661Alpha2, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { TODAY, yearsFromToday, type DateWindow } from '../shared/validation/date.predicates';
import { DateWithin } from '../shared/validation/date.rules';
import { AlphaSpaces, Required } from '../shared/validation/rules';
import { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES, type EducationLevel, type Gender, type MaritalStatus } from './profile-options';
import { LEGAL_MINIMUM_AGE, minimumAgeMessage } from './profile-policy';
import { MinimumAge } from './profile.rules';

/** A national ID as people write it: NI number, SSN, personal ID; 5–20 letters and digits, spaces and dashes allowed. */
export const NATIONAL_ID_PATTERN = /^(?=(?:[^A-Za-z0-9]*[A-Za-z0-9]){5})[A-Za-z0-9][A-Za-z0-9 -]{3,18}[A-Za-z0-9]$/;
export const MAX_DEPENDANTS = 20;
/** Older than this is a typing mistake, not a borrower (the v2 sign-up uses the same age). */
export const OLDEST_AGE = 120;
/** Born within the last 120 years and not after today; how young is the age rule's to say. */
export const DATE_OF_BIRTH_WINDOW: DateWindow = { earliest: yearsFromToday(-OLDEST_AGE), latest: TODAY };

/** The fields both writes of the borrower's details share. */
abstract class UserDetailsFields {
  @Required() @IsString() @MaxLength(100) @AlphaSpaces()
  first_name!: string;

  @IsOptional() @IsString() @MaxLength(100) @AlphaSpaces()
  middle_name?: string | null;

  @Required() @IsString() @MaxLength(100) @AlphaSpaces()
  last_name!: string;

  /** `YYYY-MM-DD`; the legal floor is checked here, a lender's higher minimum by its ProfilePolicy. */
  // A date after today is also too young: the same words as the age rule, so the field shows them once.
  @Required() @IsString()
  @DateWithin(DATE_OF_BIRTH_WINDOW, { tooEarly: `Check the year of your date of birth: it is more than ${OLDEST_AGE} years ago.`, tooLate: minimumAgeMessage(LEGAL_MINIMUM_AGE) })
  @MinimumAge(LEGAL_MINIMUM_AGE, { message: minimumAgeMessage(LEGAL_MINIMUM_AGE) })
  date_of_birth!: string;

  @Required() @IsIn(GENDERS)
  gender!: Gender;

  @Required() @IsIn(MARITAL_STATUSES)
  marital_status!: MaritalStatus;

  @IsInt() @Min(0) @Max(MAX_DEPENDANTS)
  dependants!: number;

  @Required() @IsIn(EDUCATION_LEVELS)
  education!: EducationLevel;

  /** ISO 3166-1 alpha-2, e.g. `GB`. */
  @Required() @IsString() @IsISO31661Alpha2()
  nationality!: string;
}

/** Body of POST /api/user_details (the first save). */
export class UserDetailsDto extends UserDetailsFields {
  @Required() @IsString() @Matches(NATIONAL_ID_PATTERN, { message: 'Enter your national ID number as printed, e.g. QQ 12 34 56 C.' })
  national_id!: string;
}

/** Body of POST /api/update_user_detail/{id}: the national ID is stored masked to readers, so it is re-entered only to change it. */
export class UserDetailsUpdateDto extends UserDetailsFields {
  @IsOptional() @IsString() @Matches(NATIONAL_ID_PATTERN, { message: 'Enter your national ID number as printed, e.g. QQ 12 34 56 C.' })
  national_id?: string | null;
}
