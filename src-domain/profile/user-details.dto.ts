import { IsIn, IsInt, IsISO31661Alpha2, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { TODAY, yearsFromToday, type DateWindow } from '../shared/validation/date.predicates';
import { DateWithin } from '../shared/validation/date.rules';
import { AlphaSpaces, Required } from '../shared/validation/rules';
import { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES, type EducationLevel, type Gender, type MaritalStatus } from './profile-options';
import { LEGAL_MINIMUM_AGE, minimumAgeMessage } from './profile-policy';
import { MinimumAge } from './profile.rules';
import { NationalInsuranceNumber, normaliseNino } from './national-insurance';
import { NormalisedBy } from '../shared/validation/normalisers';

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

  /** Optional unless the lender's ProfilePolicy asks for it; null when not answered. */
  @IsOptional() @IsIn(GENDERS)
  gender?: Gender | null;

  @Required() @IsIn(MARITAL_STATUSES)
  marital_status!: MaritalStatus;

  @IsInt() @Min(0) @Max(MAX_DEPENDANTS)
  dependants!: number;

  /** Optional unless the lender's ProfilePolicy asks for it; null when not answered. */
  @IsOptional() @IsIn(EDUCATION_LEVELS)
  education?: EducationLevel | null;

  /** ISO 3166-1 alpha-2, e.g. `GB`. */
  @Required() @IsString() @IsISO31661Alpha2()
  nationality!: string;
}

const compactNino = async (value: unknown) => (typeof value === 'string' ? normaliseNino(value) : value);

/** Body of POST /api/user_details (the first save). `national_id` is the wire name of the National Insurance number. */
export class UserDetailsDto extends UserDetailsFields {
  @Required() @IsString() @NationalInsuranceNumber() @NormalisedBy(compactNino)
  national_id!: string;
}

/** Body of POST /api/update_user_detail/{id}: the NI number is shown masked, so it is re-entered only to change it. */
export class UserDetailsUpdateDto extends UserDetailsFields {
  @IsOptional() @IsString() @NationalInsuranceNumber() @NormalisedBy(compactNino)
  national_id?: string | null;
}
