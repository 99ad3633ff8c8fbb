import { IsBoolean, IsIn, IsInt, IsISO31661Alpha2, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { TODAY, type DateWindow } from '../shared/validation/date.predicates';
import { DateWithin } from '../shared/validation/date.rules';
import { Required } from '../shared/validation/rules';
import { ADDRESS_KINDS, DATED_ADDRESS_KINDS, RESIDENTIAL_STATUSES, type AddressKind, type ResidentialStatus } from './profile-options';
import { NotBefore, OnlyWhenKind, PostalCodeOf, RoyalMailPostcode } from './profile.rules';

/** Moved in or out between 1900 and today. */
export const STAY_WINDOW: DateWindow = { earliest: '1900-01-01', latest: TODAY };

const dated = (dto: AddressDto) => DATED_ADDRESS_KINDS.includes(dto.kind);
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Body of POST /api/addresses and PUT /api/addresses/{id}. */
export class AddressDto {
  @Required() @IsIn(ADDRESS_KINDS)
  kind!: AddressKind;

  @Required() @IsString() @MaxLength(100)
  line1!: string;

  @IsOptional() @IsString() @MaxLength(100)
  line2?: string | null;

  @Required() @IsString() @MaxLength(60)
  city!: string;

  /** The county, optional: Royal Mail does not need it. */
  @IsOptional() @IsString() @MaxLength(60)
  region?: string | null;

  /** Stored as Royal Mail writes it for a UK address (`LS1 5HD`). */
  @Required() @IsString() @RoyalMailPostcode('country') @PostalCodeOf('country', { message: 'Enter a postcode that fits the country, like LS1 4AP.' })
  postal_code!: string;

  /** ISO 3166-1 alpha-2. */
  @Required() @IsString() @IsISO31661Alpha2()
  country!: string;

  /** Whole years there; optional, and for a dated address counted from `lived_from` instead. */
  @IsOptional() @IsInt() @Min(0) @Max(100)
  years_at_address?: number | null;

  /** `YYYY-MM-DD` the borrower moved in: required for a home and a previous home. */
  @ValidateIf((dto: AddressDto) => dated(dto) || given(dto.lived_from))
  @Required() @IsString() @DateWithin(STAY_WINDOW, { tooEarly: 'Check the year you moved in.', tooLate: 'The date you moved in cannot be in the future.' })
  lived_from?: string | null;

  /** `YYYY-MM-DD` the borrower moved out: required for a previous home, and only there. */
  @ValidateIf((dto: AddressDto) => dto.kind === 'previous' || given(dto.lived_until))
  @Required() @IsString() @OnlyWhenKind('previous', { message: 'Only a previous home has a date you moved out.' })
  @DateWithin(STAY_WINDOW, { tooEarly: 'Check the year you moved out.', tooLate: 'The date you moved out cannot be in the future. If you still live there, add it as your home.' })
  @NotBefore('lived_from', { message: 'The date you moved out must be after the date you moved in.' })
  lived_until?: string | null;

  @Required() @IsIn(RESIDENTIAL_STATUSES)
  residential_status!: ResidentialStatus;

  /** Make this the primary address (the previous primary one stops being it). The first address is primary anyway. */
  @IsOptional() @IsBoolean()
  is_primary?: boolean;
}
