import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { COMPLAINT_OUTCOMES, type ComplaintOutcome } from '../complaints/complaint.entity';
import { COMPLAINT_RESPONSE_MAX, COMPLAINT_RESPONSE_MIN } from '../complaints/resolve-complaint.dto';
import { SettlementQueryDto } from '../loans/settlement-query.dto';
import { Required } from '../shared/validation/rules';

/** A calendar date as the wire carries it; the calendar check itself is `isCalendarDate`. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A reason staff write for the borrower or the file: long enough to mean something, short enough to read. */
export const REASON_MAX = 2000;
/** The most one payment recorded by hand may be: £1,000,000, far above any loan we make. */
export const PAYMENT_MAX_MINOR = 100_000_000;
/** The longest reply staff may send, as the borrower's own limit. */
export const STAFF_REPLY_MAX = 5000;

/** Body of POST /requests/{id}/approve: an optional note for the file. */
export class ApproveRequestDto {
  @IsOptional() @IsString() @MaxLength(REASON_MAX, { message: `Keep the note to ${REASON_MAX} characters or fewer.` })
  reason?: string;
}

/** Body of POST /requests/{id}/decline: the reason the borrower will read. */
export class DeclineRequestDto {
  @Required({ message: 'Write the reason the borrower will read.' })
  @IsString({ message: 'Write the reason the borrower will read.' })
  @MaxLength(REASON_MAX, { message: `Keep the reason to ${REASON_MAX} characters or fewer.` })
  reason!: string;
}

/** Body of POST /documents/{id}/approve. */
export class ApproveDocumentDto {
  /** The document proves who the borrower is (an identity document looked at against the person). */
  @IsOptional() @IsBoolean({ message: 'Say yes or no.' })
  identity_confirmed?: boolean;
}

/** Body of POST /documents/{id}/reject: the reason the borrower will read. */
export class RejectDocumentDto {
  @Required({ message: 'Write the reason the borrower will read.' })
  @IsString({ message: 'Write the reason the borrower will read.' })
  @MaxLength(REASON_MAX, { message: `Keep the reason to ${REASON_MAX} characters or fewer.` })
  reason!: string;
}

/** Body of POST /conversations/{id}/reply. */
export class StaffReplyDto {
  @Required({ message: 'Write your reply.' })
  @IsString({ message: 'Write your reply.' })
  @MaxLength(STAFF_REPLY_MAX, { message: `Keep your reply to ${STAFF_REPLY_MAX} characters or fewer.` })
  message!: string;
}

/** Body of POST /complaints/{id}/resolve: the outcome, the response the borrower reads, and whether it is a summary resolution. */
export class ResolveComplaintRequestDto {
  @Required() @IsIn(COMPLAINT_OUTCOMES, { message: 'Choose upheld, partly or rejected.' })
  outcome!: ComplaintOutcome;

  @Required() @IsString()
  @MinLength(COMPLAINT_RESPONSE_MIN, { message: `Explain what we found in at least ${COMPLAINT_RESPONSE_MIN} characters.` })
  @MaxLength(COMPLAINT_RESPONSE_MAX, { message: `Keep the response under ${COMPLAINT_RESPONSE_MAX} characters.` })
  response!: string;

  /** Resolved within three working days with the borrower's agreement (a summary resolution communication). */
  @IsOptional() @IsBoolean({ message: 'Say yes or no.' })
  summary?: boolean;
}

/** Body of POST /loans/{id}/payments: what the borrower paid, in minor units. */
export class RecordPaymentDto {
  @Required({ message: 'Enter the amount paid.' })
  @IsInt({ message: 'Enter the amount in pence, a whole number.' })
  @Min(1, { message: 'Enter an amount above zero.' })
  @Max(PAYMENT_MAX_MINOR, { message: 'That is more than any loan we hold; check the amount.' })
  amount!: number;

  /** The day the money arrived (today when left out): the ledger allocates it as of that day. */
  @IsOptional() @IsString({ message: 'Enter a date like 2027-01-31.' }) @Matches(CALENDAR_DATE, { message: 'Enter a date like 2027-01-31.' })
  date?: string;

  /** The borrower's confirmed part payment the money is for: applied with their choice. */
  @IsOptional() @IsInt({ message: 'Choose the part payment from the list.' }) @Min(1, { message: 'Choose the part payment from the list.' })
  part_payment_id?: number;
}

/** The longest bank reference a refund is marked with (the bank's own reference for the outgoing payment). */
export const BANK_REFERENCE_MAX = 64;

/** Body of POST /refunds/{paymentId}/sent: the day the refund left our account and the bank's reference for it. */
export class MarkRefundSentDto {
  @Required({ message: 'Enter the day the money was sent.' })
  @IsString({ message: 'Enter a date like 2027-01-31.' })
  @Matches(CALENDAR_DATE, { message: 'Enter a date like 2027-01-31.' })
  sent_on!: string;

  @Required({ message: 'Enter the bank reference of the payment.' })
  @IsString({ message: 'Enter the bank reference of the payment.' })
  @Matches(/\S/, { message: 'Enter the bank reference of the payment.' })
  @MaxLength(BANK_REFERENCE_MAX, { message: `Keep the reference to ${BANK_REFERENCE_MAX} characters or fewer.` })
  reference!: string;
}

/** Body of POST /loans/{id}/settle: the day to settle on, today when left out (same window as the settlement quote). */
export class SettleLoanDto extends SettlementQueryDto {}
