import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Required } from '../shared/validation/rules';
import { IsCalendarDate } from '../profile/profile.rules';

/** A product alias: a URL-safe slug. */
export const PRODUCT_ALIAS_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The price of credit asked for: an amount (minor units) over a term, from an optional start date. */
abstract class QuoteFields {
  /** Minor units (pence): 50000 is £500. */
  @Required({ message: 'Enter the amount you would like to borrow.' })
  @IsInt({ message: 'Enter the amount in whole pence.' })
  @Min(1, { message: 'Enter the amount you would like to borrow.' })
  @Max(100_000_000_00, { message: 'Enter a smaller amount.' })
  amount!: number;

  /** Days for short-term credit, months for instalment loans. */
  @Required({ message: 'Choose how long you would like to borrow for.' })
  @IsInt({ message: 'Choose a whole number of days or months.' })
  @Min(1, { message: 'Choose how long you would like to borrow for.' })
  @Max(600, { message: 'Choose a shorter term.' })
  term!: number;

  /** `YYYY-MM-DD`; today when left out. */
  @IsOptional() @IsString() @IsCalendarDate({ message: 'Enter a start date like 2027-01-31.' })
  start_date?: string;
}

/** Body of POST /api/loan-quote. */
export class LoanQuoteDto extends QuoteFields {
  @Required({ message: 'Choose a loan.' }) @IsString() @MaxLength(60) @Matches(PRODUCT_ALIAS_PATTERN, { message: 'Choose a loan from the list.' })
  product_alias!: string;
}

/** Body of POST /api/payday-loan-calculation (the product defaults to the active short-term one). */
export class PaydayCalculationDto extends QuoteFields {
  @IsOptional() @IsString() @MaxLength(60) @Matches(PRODUCT_ALIAS_PATTERN, { message: 'Choose a loan from the list.' })
  product_alias?: string;
}
