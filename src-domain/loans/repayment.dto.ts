import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { Required } from '../shared/validation/rules';
import { PART_PAYMENT_CHOICES } from './repayment-plan.entity';

const CHOOSE = 'Choose what the part payment should do: pay less each month, or finish sooner.';
const DAY = 'Choose a day of the month from 1 to 31.';

/** The amount and the choice of a part payment (docs/design/repaying-exactly.md §7.1). */
abstract class PartPaymentFields {
  /** Minor units (pence), as `LoanQuoteDto.amount`: 50000 is £500. */
  @Required({ message: 'Enter how much you would like to pay.' })
  @IsInt({ message: 'Enter the amount in pounds and pence, like 500 or 250.50.' })
  @Min(1, { message: 'Enter how much you would like to pay.' })
  @Max(100_000_000_00, { message: 'Enter a smaller amount.' })
  amount!: number;

  @Required({ message: CHOOSE }) @IsIn(PART_PAYMENT_CHOICES, { message: CHOOSE })
  choice!: 'shorter_term' | 'smaller_instalment';
}

/** Body of POST /api/v1/loans/{id}/part-payments/preview. */
export class PartPaymentPreviewDto extends PartPaymentFields {}

/** Body of POST /api/v1/loans/{id}/part-payments: the figures confirmed are those the hash was made over. */
export class PartPaymentDto extends PartPaymentFields {
  @Required({ message: 'Preview the part payment before you confirm it.' }) @IsString() @MaxLength(128)
  preview_hash!: string;
}

/** Body of POST /api/v1/loans/{id}/payment-date/preview. */
export class PaymentDatePreviewDto {
  @Required({ message: DAY }) @IsInt({ message: DAY }) @Min(1, { message: DAY }) @Max(31, { message: DAY })
  day!: number;
}

/** Body of PUT /api/v1/loans/{id}/payment-date. */
export class PaymentDateMoveDto extends PaymentDatePreviewDto {
  @Required({ message: 'Preview the new date before you confirm it.' }) @IsString() @MaxLength(128)
  preview_hash!: string;
}
