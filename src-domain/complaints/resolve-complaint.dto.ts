import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { Required } from '../shared/validation/rules';
import { COMPLAINT_OUTCOMES, COMPLAINT_RESOLUTIONS, type ComplaintOutcome, type ComplaintResolution } from './complaint.entity';

export const COMPLAINT_RESPONSE_MIN = 20;
export const COMPLAINT_RESPONSE_MAX = 5000;

/** What the lender decides when it closes a complaint (the operator's `resolve-complaint`, later the back office). */
export class ResolveComplaintDto {
  @Required() @IsIn(COMPLAINT_OUTCOMES, { message: 'Choose upheld, partly or rejected.' })
  outcome!: ComplaintOutcome;

  @Required() @IsIn(COMPLAINT_RESOLUTIONS, { message: 'Choose final_response or summary_resolution.' })
  resolution!: ComplaintResolution;

  @Required() @IsString()
  @MinLength(COMPLAINT_RESPONSE_MIN, { message: `Explain what we found in at least ${COMPLAINT_RESPONSE_MIN} characters.` })
  @MaxLength(COMPLAINT_RESPONSE_MAX, { message: `Keep the response under ${COMPLAINT_RESPONSE_MAX} characters.` })
  response!: string;
}
