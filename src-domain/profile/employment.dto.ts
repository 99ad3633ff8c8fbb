import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsPhoneNumberHere } from '../shared/validation/phone.rules';
import { MAX_MINOR_UNITS, SUPPORTED_CURRENCIES, type SupportedCurrency } from '../shared/money';
import { TODAY, yearsFromToday, type DateWindow } from '../shared/validation/date.predicates';
import { DateWithin } from '../shared/validation/date.rules';
import { Required } from '../shared/validation/rules';
import { EMPLOYMENT_TYPES, PAY_FREQUENCIES, WORKING_TYPES, type EmploymentType, type PayFrequency } from './profile-options';
import { NotAbove } from './profile.rules';

/** A job started in the last 80 years, and not after today. */
export const JOB_START_WINDOW: DateWindow = { earliest: yearsFromToday(-80), latest: TODAY };
/** Short-term loans are repaid on the next pay day: today or within a year. */
export const NEXT_PAY_DATE_WINDOW: DateWindow = { earliest: TODAY, latest: yearsFromToday(1) };
const NEXT_PAY_DATE = 'The next pay date must be today or later, within a year.';

/** Employer, position and start date are asked of people who work; optional for the retired and those not working. */
const working = (dto: EmploymentDto) => WORKING_TYPES.includes(dto.employment_type);
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Body of POST /api/user_employments and PUT /api/user_employments/{id}. Incomes are minor units of `income_currency`. */
export class EmploymentDto {
  @Required() @IsIn(EMPLOYMENT_TYPES)
  employment_type!: EmploymentType;

  /** The employer, or the business name when self-employed. */
  @ValidateIf((dto: EmploymentDto) => working(dto) || given(dto.employer_name))
  @Required() @IsString() @MaxLength(120)
  employer_name?: string | null;

  @ValidateIf((dto: EmploymentDto) => working(dto) || given(dto.position))
  @Required() @IsString() @MaxLength(100)
  position?: string | null;

  /** `YYYY-MM-DD`, not in the future. */
  @ValidateIf((dto: EmploymentDto) => working(dto) || given(dto.start_date))
  @Required() @IsString() @DateWithin(JOB_START_WINDOW, { tooEarly: 'Check the year you started: it is more than 80 years ago.', tooLate: 'The start date cannot be in the future.' })
  start_date?: string | null;

  @IsInt() @Min(0) @Max(MAX_MINOR_UNITS)
  monthly_gross_income!: number;

  @IsInt() @Min(0) @Max(MAX_MINOR_UNITS) @NotAbove('monthly_gross_income', { message: 'Take-home pay cannot be more than the pay before tax.' })
  monthly_net_income!: number;

  /** Rent or mortgage, bills and other regular payments a month; left out or null when not declared. May exceed the take-home pay. */
  @IsOptional() @IsInt() @Min(0) @Max(MAX_MINOR_UNITS)
  monthly_outgoings?: number | null;

  @Required() @IsIn(SUPPORTED_CURRENCIES)
  income_currency!: SupportedCurrency;

  @Required() @IsIn(PAY_FREQUENCIES)
  pay_frequency!: PayFrequency;

  /** `YYYY-MM-DD`, today or within a year; short-term loans are repaid on it. */
  @IsOptional() @IsString() @DateWithin(NEXT_PAY_DATE_WINDOW, { notADate: 'Enter the next pay date as day, month and year.', tooEarly: NEXT_PAY_DATE, tooLate: NEXT_PAY_DATE })
  next_pay_date?: string | null;

  /** E.164. */
  @IsOptional() @IsString() @IsPhoneNumberHere()
  employer_phone?: string | null;
}
