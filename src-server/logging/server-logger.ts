import pino, { type Logger } from 'pino';
import pinoPretty from 'pino-pretty';

/**
 * The one logger of a server process, shared by the API, the realtime server and the shutdown:
 * JSON lines for the log pipeline in production; in development, readable lines for the person
 * watching `npm start` (pino-pretty as a stream in the same thread, no worker). Null when logging
 * is off (`LOG_LEVEL=silent`, or tests).
 */
export function createServerLogger(level: string | false, production: boolean): Logger | null {
  if (level === false) return null;
  if (production) return pino({ level });
  return pino({ level }, pinoPretty({ sync: true, colorize: process.stdout.isTTY === true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' }));
}
