import type { Session } from './session';

/**
 * Where the client keeps its session between page loads (cookies in the browser,
 * a file for the command line, memory in tests).
 */
export interface SessionStore {
  /** The stored session, or null when signed out or when what is stored is unreadable. */
  read(): Session | null;
  write(session: Session): void;
  /** Forgets `authToken`, `user` and `user_role`. */
  clear(): void;
}

export const SessionStore = Symbol.for('SessionStore');
