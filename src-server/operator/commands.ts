import type { LenderCommand } from './lender-command';
import { LOAN_COMMANDS } from './loan.commands';

/**
 * Every operator command. A feature adds its own from a `<feature>.commands.ts` file beside this one,
 * so the list reads as the back office's menu.
 */
export const LENDER_COMMANDS: readonly LenderCommand[] = [...LOAN_COMMANDS];
