import type { AppDatabase } from '../db/database.factory';
import type { ServerConfig } from '../config/server-config';
import type { Clock } from '../services/clock.port';
import type { NotificationService } from '../services/notification.service';
import type { Outbox } from '../services/outbox/outbox.port';

/** What a command may use: the server's own configuration, database and services (no HTTP back door). */
export interface OperatorContext {
  config: ServerConfig;
  database: AppDatabase;
  clock: Clock;
  notifications: NotificationService;
  outbox: Outbox;
  out: OperatorOutput;
}

/** Where a command writes: plain lines and aligned tables (a test collects them). */
export interface OperatorOutput {
  print(line: string): void;
  table(rows: readonly Record<string, string | number | null>[], emptyMessage?: string): void;
}

/** A mistake in what the operator typed: printed as it is, with the command's usage, exit code 2. */
export class OperatorInputError extends Error {}

/** One command of `npm run lender -- <name> [args]`. */
export interface LenderCommand {
  /** The word the operator types, e.g. `approve`. */
  name: string;
  /** One line for `lender help`. */
  summary: string;
  /** Its arguments, e.g. `approve <request-id> [--reason "…"]`. */
  usage: string;
  /** Done, or the exit code of a check that failed (e.g. 1 for an agreement whose stored PDF was altered). */
  run(args: readonly string[], context: OperatorContext): Promise<void | number>;
}

/** `--reason "Income confirmed"` style options and the positional arguments around them. */
export function parseOptions(args: readonly string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      if (inline !== undefined) options[name] = inline;
      else if (index + 1 < args.length && !args[index + 1].startsWith('--')) options[name] = args[++index];
      else options[name] = 'true';
    } else positional.push(arg);
  }
  return { positional, options };
}

/** A positive whole number the operator typed, or an OperatorInputError naming what was expected. */
export function positiveId(value: string | undefined, what: string): number {
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value)) throw new OperatorInputError(`Give the ${what} as a whole number, e.g. 12.`);
  return Number(value);
}
