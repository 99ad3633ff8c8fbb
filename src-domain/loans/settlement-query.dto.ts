import { IsOptional, IsString } from 'class-validator';
import { yearsFromToday, type DateWindow } from '../shared/validation/date.predicates';
import { DateWithin } from '../shared/validation/date.rules';

/** A settlement figure is asked for near today: a year either side (ADR 0029). */
export const SETTLEMENT_DATE_WINDOW: DateWindow = { earliest: yearsFromToday(-1), latest: yearsFromToday(1) };
const NEAR_TODAY = 'Choose a date within a year of today.';

/** Query of GET /api/loan/{id}/settlement: the day to settle on, today when left out. */
export class SettlementQueryDto {
  @IsOptional() @IsString() @DateWithin(SETTLEMENT_DATE_WINDOW, { notADate: 'Enter a date like 2027-01-31.', tooEarly: NEAR_TODAY, tooLate: NEAR_TODAY })
  date?: string;
}
