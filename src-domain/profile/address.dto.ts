import { IsBoolean, IsIn, IsInt, IsISO31661Alpha2, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Required } from '../shared/validation/rules';
import { ADDRESS_KINDS, RESIDENTIAL_STATUSES, type AddressKind, type ResidentialStatus } from './profile-options';
import { PostalCodeOf, RoyalMailPostcode } from './profile.rules';

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

  @IsOptional() @IsString() @MaxLength(60)
  region?: string | null;

  /** Stored as Royal Mail writes it for a UK address (`LS1 5HD`). */
  @Required() @IsString() @RoyalMailPostcode('country') @PostalCodeOf('country', { message: 'Enter a postcode that fits the country, like LS1 4AP.' })
  postal_code!: string;

  /** ISO 3166-1 alpha-2. */
  @Required() @IsString() @IsISO31661Alpha2()
  country!: string;

  @IsInt() @Min(0) @Max(100)
  years_at_address!: number;

  @Required() @IsIn(RESIDENTIAL_STATUSES)
  residential_status!: ResidentialStatus;

  /** Make this the primary address (the previous primary one stops being it). The first address is primary anyway. */
  @IsOptional() @IsBoolean()
  is_primary?: boolean;
}
