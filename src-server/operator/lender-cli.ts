import { isDomainError } from '../../src-domain/shared/errors';
import { LENDER_COMMANDS } from './commands';
import { OperatorInputError, type LenderCommand, type OperatorContext } from './lender-command';

/** Runs `lender <command> [args]`; returns the process exit code (0 done, 1 a check failed, 2 bad input). */
export async function runLenderCommand(argv: readonly string[], context: OperatorContext, commands: readonly LenderCommand[] = LENDER_COMMANDS): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help') {
    context.out.print('Usage: npm run lender -- <command> [arguments]\n');
    context.out.table(commands.map((command) => ({ command: command.usage, what: command.summary })), 'No commands.');
    return name === undefined ? 2 : 0;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    context.out.print(`There is no command '${name}'. Run 'npm run lender -- help' for the list.`);
    return 2;
  }
  try {
    return (await command.run(args, context)) ?? 0;
  } catch (error) {
    if (error instanceof OperatorInputError) {
      context.out.print(error.message);
      context.out.print(`Usage: npm run lender -- ${command.usage}`);
      return 2;
    }
    // A rule of the service said no (no such loan, already decided…): say it in its words.
    if (isDomainError(error)) {
      context.out.print(error.message);
      return 2;
    }
    throw error;
  }
}
