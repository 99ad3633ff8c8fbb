import type { LenderCommand } from './lender-command';
import { LOAN_COMMANDS } from './loan.commands';
import { PRODUCT_COMMANDS } from './product.commands';
import { DOCUMENT_COMMANDS } from './document.commands';
import { MESSAGE_COMMANDS } from './message.commands';
import { COMPLAINT_COMMANDS } from './complaint.commands';
import { AGREEMENT_COMMANDS } from './agreement.commands';
import { ISSUED_DOCUMENT_COMMANDS } from './issued-document.commands';
import { LETTER_COMMANDS } from './letter.commands';
import { STAFF_COMMANDS } from './staff.commands';
import { REFUND_COMMANDS } from './refund.commands';

/**
 * Every operator command. A feature adds its own from a `<feature>.commands.ts` file beside this one,
 * so the list reads as the back office's menu.
 */
export const LENDER_COMMANDS: readonly LenderCommand[] = [...PRODUCT_COMMANDS, ...LOAN_COMMANDS, ...REFUND_COMMANDS, ...AGREEMENT_COMMANDS, ...ISSUED_DOCUMENT_COMMANDS, ...LETTER_COMMANDS, ...DOCUMENT_COMMANDS, ...MESSAGE_COMMANDS, ...COMPLAINT_COMMANDS, ...STAFF_COMMANDS];
