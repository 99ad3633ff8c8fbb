import type { StaffPermission } from '../../src-domain/back-office/staff-role';
import { ValidationFailed } from '../../src-domain/shared/errors';
import { DecisionsService } from '../http/back-office/decisions.service';
import { OPERATOR, type Actor } from '../services/audit/audit-trail';
import { OperatorInputError, type OperatorContext } from './lender-command';
import { complaintService, documentReviewService, loanService, messageService } from './operator-services';

/** The lender's actions as the back office takes them (four eyes, own file, audit), on the command's database. */
export function decisionsOn(context: OperatorContext): DecisionsService {
  const loans = loanService(context);
  return new DecisionsService({
    db: context.database.db,
    clock: context.clock,
    loans,
    documentReviews: documentReviewService(context, loans),
    messages: messageService(context),
    complaints: complaintService(context),
    fourEyesAboveMinor: context.config.backOffice.fourEyesAboveMinor,
  });
}

/**
 * Who a command acts as: the staff member `--as <e-mail>` names (an active account whose role may do
 * it; the audit trail records them), or the operator on the server's shell.
 */
export async function actingAs(decisions: DecisionsService, options: Record<string, string>, permission: StaffPermission): Promise<Actor> {
  const email = options.as;
  if (email === undefined) return OPERATOR;
  if (email === 'true' || email.trim() === '') throw new OperatorInputError('Name who acts with --as <staff e-mail>.');
  try {
    return await decisions.staffNamed(email.trim(), permission);
  } catch (error) {
    if (error instanceof ValidationFailed) throw new OperatorInputError(error.message);
    throw error;
  }
}
