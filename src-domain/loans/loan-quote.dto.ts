import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { yearsFromToday, type DateWindow } from '../shared/validation/date.predicates';
import { DateWithin } from '../shared/validation/date.rules';
import { Required } from '../shared/validation/rules';
import { PAY_DAY_MESSAGE, PAY_DAY_VALUES } from './pay-day-choice';

/** A product alias: a URL-safe slug. */
export const PRODUCT_ALIAS_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A loan starts near today: a year either side covers a person's clock a day out and a quote looked
 * at again later, while a start further off prices credit nobody can take out (ADR 0029).
 */
export const LOAN_START_WINDOW: DateWindow = { earliest: yearsFromToday(-1), latest: yearsFromToday(1) };
const NEAR_TODAY = 'Choose a start date within a year of today.';

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
  @IsOptional() @IsString() @DateWithin(LOAN_START_WINDOW, { notADate: 'Enter a start date like 2027-01-31.', tooEarly: NEAR_TODAY, tooLate: NEAR_TODAY })
  start_date?: string;
}

/** Body of POST /api/loan-quote. */
export class LoanQuoteDto extends QuoteFields {
  @Required({ message: 'Choose a loan.' }) @IsString() @MaxLength(60) @Matches(PRODUCT_ALIAS_PATTERN, { message: 'Choose a loan from the list.' })
  product_alias!: string;

  /** The day of the month the borrower is paid ('1' … '31') or 'last_working_day'; the due dates fall on it (ADR 0045). Monthly from the start date when left out. */
  @IsOptional() @IsIn(PAY_DAY_VALUES, { message: PAY_DAY_MESSAGE })
  pay_day?: string;
}

/** Body of POST /api/payday-loan-calculation (the product defaults to the active short-term one). */
export class PaydayCalculationDto extends QuoteFields {
  @IsOptional() @IsString() @MaxLength(60) @Matches(PRODUCT_ALIAS_PATTERN, { message: 'Choose a loan from the list.' })
  product_alias?: string;
}
