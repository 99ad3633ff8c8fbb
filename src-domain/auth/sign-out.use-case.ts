import { Unauthenticated } from '../shared/errors';
import type { UseCase } from '../shared/use-case';
import type { AuthGateway } from './auth-gateway.port';
import type { SessionStore } from './session-store.port';

/**
 * Ends the session. The token is revoked on the server when it can be reached; the local
 * session is forgotten in every case, because a person who asks to leave must be let out.
 */
export class SignOut implements UseCase<void, void> {
  constructor(
    private readonly auth: Pick<AuthGateway, 'signOut'>,
    private readonly sessions: SessionStore,
  ) {}

  async execute(): Promise<void> {
    if (!this.sessions.read()) return;
    try {
      await this.auth.signOut();
    } catch (error) {
      // A token the server no longer knows is already signed out: that is the goal, not a failure.
      if (!(error instanceof Unauthenticated)) throw error;
    } finally {
      this.sessions.clear();
    }
  }
}
